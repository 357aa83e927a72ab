// The data export's public face (docs/product/your-data.md): the Settings card loads on demand.
export const loadYourDataCard = () => import('./components/your-data-card');
