// One-tap trading's switch lives with the instrument list (market/instruments.ts), on the start
// of /, where the quote rows read it; the one-tap code imports it from here.
export { oneTapOnAtom } from '../../market/instruments.ts';
