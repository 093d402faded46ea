// The early script: what a first load asks for before the app's code arrives.
import './firstPermissionsRequest';
import './firstListRequest';
import './listCode';
