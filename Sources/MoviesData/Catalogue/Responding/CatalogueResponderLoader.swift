/// Builds the catalogue responder on first use and keeps it, so a process
/// that never touches the catalogue never pays for decoding it.
actor CatalogueResponderLoader {
    private let loadCatalogue: @Sendable () throws -> MovieCatalogue
    private var outcome: Result<CatalogueResponder, any Error>?

    init(loadCatalogue: @escaping @Sendable () throws -> MovieCatalogue) {
        self.loadCatalogue = loadCatalogue
    }

    /// The responder; a failure to load is remembered, since the embedded bytes cannot change.
    func responder() throws -> CatalogueResponder {
        if let outcome { return try outcome.get() }
        let loaded = Result { CatalogueResponder(catalogue: try loadCatalogue()) }
        outcome = loaded
        return try loaded.get()
    }
}
