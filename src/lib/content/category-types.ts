export interface CategoryIndexItem {
  label: string;
  href: string;
  description: string;
}
