import { Dropdown } from 'antd';

/** antd's Dropdown (with its Menu) as a chunk of its own, for `OnDemandDropdown` (decision 0102). */
export { Dropdown };
