/// A picture over a rectangle of cells of a frame.
public struct PlacedPicture: Hashable, Sendable {
    public let picture: Picture
    /// The cells it covers, inside the frame.
    public let area: Rect

    public init(picture: Picture, area: Rect) {
        self.picture = picture
        self.area = area
    }
}
