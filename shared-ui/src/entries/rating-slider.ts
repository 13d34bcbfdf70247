// shared-ui/rating-slider: the 0–100 rating input, apart from the other fields so that the
// forms of the first visit do not download MUI's Slider.
export { RatingSlider, type RatingSliderProps } from '../fields/rating-slider';
