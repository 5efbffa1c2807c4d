// The async boundary: the federation runtime sets up the shared modules before the app's code runs.
void import('./standalone/bootstrap');
