/// How one terminal graphics protocol shows pictures and takes them away.
///
/// The renderer decides when (a picture new in a frame, moved, covered or
/// gone); an encoding says how, in bytes.
public protocol PictureEncoding: Sendable {
    /// Whether a shown picture stays until removed, whatever is written in
    /// its cells (kitty); otherwise it is painted into the cells (sixel,
    /// iTerm2) and repainting them removes it.
    var keepsPicturesApart: Bool { get }

    /// The bytes that show `picture` over `cells`, scaled to `pixelSize`,
    /// written with the cursor on the area's top-left cell.
    /// - Parameters:
    ///   - id: The picture's name for the terminal (never 0).
    ///   - placement: Tells this placement from others of the same picture (never 0).
    func show(_ picture: Picture, id: UInt32, placement: UInt32, cells: Size, pixelSize: Size) -> [UInt8]

    /// The bytes that take one placement away (only asked when
    /// `keepsPicturesApart`); a protocol that can show a picture again
    /// (`showAgain`) keeps its data.
    func remove(id: UInt32, placement: UInt32) -> [UInt8]

    /// The bytes that take every placement away, before a frame drawn in full.
    var removeAll: [UInt8] { get }

    /// The bytes that show again a picture whose data the terminal still
    /// holds (sent with `show` and not forgotten), or `nil` when the protocol
    /// cannot: then `show` is sent again.
    func showAgain(id: UInt32, placement: UInt32, cells: Size) -> [UInt8]?

    /// The bytes that free a picture's data held for `showAgain`.
    func forget(id: UInt32) -> [UInt8]

    /// The bytes that free everything the program sent, on the way out.
    var forgetAll: [UInt8] { get }

    /// For protocols whose pictures live in the text (kitty's Unicode
    /// placeholders, which scroll and clip with it under tmux): each row's
    /// cells, one grapheme per cell, and their style; `nil` otherwise.
    func placeholderCells(id: UInt32, placement: UInt32, cells: Size) -> (rows: [[String]], style: Style)?

    /// The largest picture id the protocol carries well.
    var maximumID: UInt32 { get }
}

extension PictureEncoding {
    public var maximumID: UInt32 { 0xFF_FFFF }
    public func showAgain(id: UInt32, placement: UInt32, cells: Size) -> [UInt8]? { nil }
    public func forget(id: UInt32) -> [UInt8] { [] }
    public var forgetAll: [UInt8] { removeAll }

    public func placeholderCells(id: UInt32, placement: UInt32, cells: Size) -> (rows: [[String]], style: Style)? { nil }
}
