// `import Transforms` alone gives a user the whole library, as `import ObjectMapper` did.
@_exported import Mapping
