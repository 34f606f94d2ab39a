// Slot for the local search control (navbar and mobile menu); implemented by the search feature.
export default function SearchBar() {
  return null;
}
