/// The cells a poster is drawn in, and the sub-cell grid both renderings and
/// the source are compared on: 2 × 6 sub-pixels per cell, fine enough that
/// every half, quadrant and sextant boundary falls on it.
struct CellGrid: Sendable, Equatable {
    static let subColumnsPerCell = 2
    static let subRowsPerCell = 6

    let columns: Int
    let rows: Int

    var subWidth: Int { columns * Self.subColumnsPerCell }
    var subHeight: Int { rows * Self.subRowsPerCell }
}
