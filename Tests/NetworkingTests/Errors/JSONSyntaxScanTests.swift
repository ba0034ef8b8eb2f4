import Foundation
@testable import Networking
import Testing

@Suite struct JSONSyntaxScanTests {
    private func scan(_ text: String) -> JSONSyntaxScan.Outcome {
        JSONSyntaxScan.scan(Data(text.utf8))
    }

    @Test(arguments: [
        "{}", "[]", " {\"a\" : [1, -2.5e3, true, false, null, \"x\\\"y\\u00e9\"]} ", "0", "\"s\"", "[[],{}]",
        "{\"page\":1,\"results\":[{\"id\":27205,\"title\":\"Inception\",\"vote_average\":8.4}],\"total_pages\":1}",
    ])
    func whenTheTextIsJSONWithNumbersInRange_itIsValidWithNoPath(text: String) {
        #expect(scan(text) == .valid(outOfRangeNumberAt: nil))
    }

    @Test(arguments: [
        "", "{", "{\"page\":1,", "[1,]", "{\"a\":1,}", "{a:1}", "01", "1.", "-", "1e", "tru", "\"a", "\"\u{01}\"",
        "[1] [2]", "{\"a\" 1}", "\"\\x\"", "\"\\u12g4\"", "<html></html>", "[1}", "{]",
    ])
    func whenTheTextIsNotJSON_itIsInvalid(text: String) {
        #expect(scan(text) == .invalid)
    }

    @Test(arguments: [
        ("{\"page\":1,\"total_pages\":9223372036854775808}", "total_pages"),
        ("{\"results\":[{\"id\":1},{\"id\":-9223372036854775809}]}", "results[1].id"),
        ("{\"a\":{\"b\":[0,0,1e400]}}", "a.b[2]"),
        ("{\"x\":1e30}", "x"),
        ("123456789012345678901234567890", ""),
    ])
    func whenANumberIsOutOfRange_itsPathIsNoted(text: String, path: String) {
        #expect(scan(text) == .valid(outOfRangeNumberAt: path))
    }

    /// A number past an integer's range is noted even with a fraction: the scan
    /// runs only after decoding failed, and such a number is the likely cause.
    @Test func theLargestIntegersAndDoublesWithinTheirRangeAreInRange() {
        #expect(scan("[9223372036854775807,-9223372036854775808,1.5e18,7.25]") == .valid(outOfRangeNumberAt: nil))
    }

    @Test func aDocumentNested100000DeepIsScannedWithoutOverflowingTheStack() {
        let depth = 100_000
        let deep = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(scan(deep) == .valid(outOfRangeNumberAt: nil))
        #expect(scan(String(repeating: "[", count: depth)) == .invalid)
    }
}
