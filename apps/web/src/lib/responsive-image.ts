// The image sizes of the web app's layouts; the `srcset` itself comes from the contract (imageSrcSet).
/** A card's image: the full width of the column on a phone, half or a third of the page beyond. */
export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
