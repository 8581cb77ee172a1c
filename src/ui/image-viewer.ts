import { ImageViewer } from 'antd-mobile';

/** antd-mobile's image viewer, as a chunk of its own (see image-preview.ts). */
export { ImageViewer };
