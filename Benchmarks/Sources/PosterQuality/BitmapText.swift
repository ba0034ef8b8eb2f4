/// Capital letters from a 5 × 7 dot font, each dot drawn as a `scale` ×
/// `scale` square: large type with hard, pixel-aligned edges, the kind of
/// title lettering a poster carries.
struct BitmapText: Sendable {
    let left: Int
    let top: Int
    let scale: Int
    /// Each letter's dots, row by row; `nil` for a space (or a letter the font lacks).
    private let letters: [[[Bool]]?]

    /// Text centred horizontally in a picture `width` pixels wide.
    init(_ text: String, centredIn width: Int, top: Int, scale: Int) {
        self.scale = scale
        self.top = top
        self.left = (width - Self.width(of: text, scale: scale)) / 2
        self.letters = text.map { letter in Self.font[letter].map { rows in rows.map { $0.map { $0 == "#" } } } }
    }

    static func width(of text: String, scale: Int) -> Int {
        max(0, text.count * 6 - 1) * scale
    }

    /// Whether the pixel at (`x`, `y`) is inked.
    func covers(x: Int, y: Int) -> Bool {
        guard y >= top, x >= left else { return false }
        let row = (y - top) / scale
        let advance = (x - left) / scale
        let character = advance / 6
        let column = advance % 6
        guard row < 7, column < 5, character < letters.count, let dots = letters[character] else { return false }
        return dots[row][column]
    }

    private static let font: [Character: [String]] = [
        "A": [".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
        "B": ["####.", "#...#", "#...#", "####.", "#...#", "#...#", "####."],
        "C": [".###.", "#...#", "#....", "#....", "#....", "#...#", ".###."],
        "D": ["####.", "#...#", "#...#", "#...#", "#...#", "#...#", "####."],
        "E": ["#####", "#....", "#....", "####.", "#....", "#....", "#####"],
        "F": ["#####", "#....", "#....", "####.", "#....", "#....", "#...."],
        "G": [".###.", "#...#", "#....", "#.###", "#...#", "#...#", ".####"],
        "H": ["#...#", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
        "I": [".###.", "..#..", "..#..", "..#..", "..#..", "..#..", ".###."],
        "J": ["..###", "...#.", "...#.", "...#.", "...#.", "#..#.", ".##.."],
        "K": ["#...#", "#..#.", "#.#..", "##...", "#.#..", "#..#.", "#...#"],
        "L": ["#....", "#....", "#....", "#....", "#....", "#....", "#####"],
        "M": ["#...#", "##.##", "#.#.#", "#.#.#", "#...#", "#...#", "#...#"],
        "N": ["#...#", "#...#", "##..#", "#.#.#", "#..##", "#...#", "#...#"],
        "O": [".###.", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
        "P": ["####.", "#...#", "#...#", "####.", "#....", "#....", "#...."],
        "Q": [".###.", "#...#", "#...#", "#...#", "#.#.#", "#..#.", ".##.#"],
        "R": ["####.", "#...#", "#...#", "####.", "#.#..", "#..#.", "#...#"],
        "S": [".####", "#....", "#....", ".###.", "....#", "....#", "####."],
        "T": ["#####", "..#..", "..#..", "..#..", "..#..", "..#..", "..#.."],
        "U": ["#...#", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
        "V": ["#...#", "#...#", "#...#", "#...#", "#...#", ".#.#.", "..#.."],
        "W": ["#...#", "#...#", "#...#", "#.#.#", "#.#.#", "#.#.#", ".#.#."],
        "X": ["#...#", "#...#", ".#.#.", "..#..", ".#.#.", "#...#", "#...#"],
        "Y": ["#...#", "#...#", ".#.#.", "..#..", "..#..", "..#..", "..#.."],
        "Z": ["#####", "....#", "...#.", "..#..", ".#...", "#....", "#####"],
    ]
}
