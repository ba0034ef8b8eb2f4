/// The embedded catalogue's JSON, compiled into the binary so an installed
/// `movies` needs no resource bundle beside it.
public enum MoviesCatalogueResources {
    /// UTF-8 JSON bytes of `catalogue.json`.
    public static var catalogueJSON: [UInt8] { Array(EmbeddedCatalogueSource.json.utf8) }
}
