// What other parts of the app may use from curation on the server only.
