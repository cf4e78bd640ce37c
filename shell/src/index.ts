// async boundary: shared singletons (react, antd, ...) are negotiated before the app code runs
import('./bootstrap');
