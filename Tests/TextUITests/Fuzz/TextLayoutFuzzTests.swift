import PropertyBased
import PropertyTestSupport
import Testing
@testable import TextUI

/// Arbitrary Unicode through the layout functions: nothing crashes, nothing is
/// wider than asked, and no control character comes out.
@Suite(.propertySeedReplay) struct TextLayoutFuzzTests {
    @Test func whenAnyTextIsTruncated_itFitsTheWidthAndCarriesNoControls() async {
        await propertyCheck(count: 500, input: HostileText.any(upTo: 60), Gen.int(in: -2...40)) { text, width in
            // when
            let result = TextLayout.truncate(text, toWidth: width)

            // then
            #expect(DisplayWidth.of(result) <= max(0, width), "\(text.debugDescription) → \(result.debugDescription)")
            #expect(!result.unicodeScalars.contains(where: HostileText.isForbiddenInCells), "\(result.debugDescription)")
            let clean = TextSanitizer.sanitize(text)
            if width > 0, DisplayWidth.of(clean) <= width {
                #expect(result == clean, "text that fits is kept whole")
            }
        }
    }

    @Test func whenAnyTextIsFitted_itIsExactlyTheWidth() async {
        await propertyCheck(count: 300, input: HostileText.any(upTo: 60), Gen.int(in: 0...40)) { text, width in
            // when
            let result = TextLayout.fit(text, toWidth: width)

            // then
            #expect(DisplayWidth.of(result) == width, "\(text.debugDescription) → \(result.debugDescription)")
        }
    }

    @Test func whenAnyTextIsWrapped_everyLineFitsTheWidthAndCarriesNoControls() async {
        await propertyCheck(count: 500, input: HostileText.any(upTo: 80), Gen.int(in: 1...30)) { text, width in
            // when
            let lines = TextLayout.wrap(text, width: width)

            // then
            #expect(!lines.isEmpty)
            for line in lines {
                #expect(DisplayWidth.of(line) <= width, "\(text.debugDescription) → \(line.debugDescription)")
                #expect(!line.unicodeScalars.contains(where: HostileText.isForbiddenInCells), "\(line.debugDescription)")
            }
        }
    }

    @Test func whenAnyTextIsWrappedToNoWidth_thereAreNoLines() async {
        await propertyCheck(count: 100, input: HostileText.any(upTo: 20), Gen.int(in: -5...0)) { text, width in
            #expect(TextLayout.wrap(text, width: width).isEmpty)
        }
    }

    @Test func whenAnyTextIsSanitised_noUnsafeScalarRemainsAndSafeTextIsUnchanged() async {
        await propertyCheck(count: 500, input: HostileText.any(upTo: 60)) { text in
            // when
            let clean = TextSanitizer.sanitize(text)

            // then
            #expect(!clean.unicodeScalars.contains(where: HostileText.isForbiddenInCells), "\(clean.debugDescription)")
            #expect(TextSanitizer.sanitize(clean) == clean, "sanitising twice changes nothing")
            if !text.unicodeScalars.contains(where: HostileText.isForbiddenInCells) {
                #expect(clean == text)
            }
        }
    }
}
