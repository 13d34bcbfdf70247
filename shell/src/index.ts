// Asynchronous boundary: lets Module Federation agree on shared singletons before React loads.
import('./bootstrap');
