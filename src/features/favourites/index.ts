// What other features and pages use of the favourites (eslint.config.js: a feature reaches
// another only through its index): the star, and the starred ids for a filter.
export { FavouriteStar, type FavouriteStarProps } from './FavouriteStar';
export { useFavourites, type Favourites } from './useFavourites';
export { withFavourites, type FavouritesStore } from './join';
