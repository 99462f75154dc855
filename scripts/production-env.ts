// Imported first by the production entries: React and React Router pick their builds from
// process.env.NODE_ENV when first imported, and unset means the development builds, several
// times slower (and mixing the two crashes). Test runners set "test" and keep it.
process.env.NODE_ENV ??= "production";
