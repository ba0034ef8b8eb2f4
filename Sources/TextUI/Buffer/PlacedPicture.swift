/// A picture over a rectangle of cells of a frame: what `ScreenBuffer.place`
/// records and the renderer's picture layer shows. Only this module reads it.
struct PlacedPicture: Hashable, Sendable {
    let picture: Picture
    /// The cells it covers, inside the frame.
    let area: Rect
}
