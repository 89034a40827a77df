/** How many photos a trade-in request may carry (each checked like an inventory photo). */
export const tradeInPhotoLimit = 4;
