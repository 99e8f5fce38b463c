// The components of curation that pages may render.
