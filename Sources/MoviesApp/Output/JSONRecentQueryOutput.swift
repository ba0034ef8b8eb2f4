/// One recent query in `movies recent --json`.
struct JSONRecentQueryOutput: Encodable {
    let query: String
    let year: Int?
}
