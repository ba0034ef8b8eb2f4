import MoviesDomain

/// What a query field accepts, for views that must not know the domain:
/// the same rule as the command line's (`MovieQuery`).
public enum QueryFieldRules {
    /// The most characters the field holds.
    public static let maximumLength = MovieQuery.maximumLength

    /// Whether a typed or pasted scalar may enter the field.
    public static func accepts(_ scalar: Unicode.Scalar) -> Bool {
        MovieQuery.isAllowed(scalar)
    }
}
