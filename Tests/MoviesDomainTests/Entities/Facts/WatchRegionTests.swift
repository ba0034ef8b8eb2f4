import MoviesDomain
import Testing

/// The region offers are shown for: `--region`, the file's `region`, the
/// country of LANG, else the US — with where it came from.
struct WatchRegionTests {
    @Test func theFlag_winsOverTheFileAndTheLocale() throws {
        let region = try WatchRegion.resolve(flag: "gb", configuration: "FR", locale: ("LANG", "de_DE.UTF-8"))
        #expect(region.code == "GB" && region.origin == .flag)
    }

    @Test func theFile_winsOverTheLocale() throws {
        let region = try WatchRegion.resolve(flag: nil, configuration: "FR", locale: ("LANG", "de_DE.UTF-8"))
        #expect(region.code == "FR" && region.origin == .configuration)
    }

    @Test(arguments: [
        ("en_GB.UTF-8", "GB"), ("de_DE", "DE"), ("sr_RS@latin", "RS"), ("pt_br.utf8", "BR"), ("en-AU", "AU"),
    ])
    func theLocalesCountry_isTheRegion(locale: String, expected: String) throws {
        let region = try WatchRegion.resolve(flag: nil, configuration: nil, locale: ("LANG", locale))
        #expect(region.code == expected && region.origin == .locale(variable: "LANG"))
    }

    @Test(arguments: ["C", "C.UTF-8", "POSIX", "en", "es_419.UTF-8", "", "_"])
    func aLocaleWithoutACountry_fallsBackToTheUS(locale: String) throws {
        let region = try WatchRegion.resolve(flag: nil, configuration: nil, locale: ("LANG", locale))
        #expect(region.code == "US" && region.origin == .fallback)
    }

    @Test func noLocaleAtAll_isTheUS() throws {
        #expect(try WatchRegion.resolve(flag: nil, configuration: nil, locale: nil) == WatchRegion(code: "US", origin: .fallback))
    }

    @Test(arguments: ["GBR", "G", "1A", "ÉU", ""])
    func aFlagThatIsNoCountryCode_isAnError(flag: String) {
        #expect(throws: WatchRegionError.invalid(flag, origin: .flag)) {
            try WatchRegion.resolve(flag: flag, configuration: nil, locale: nil)
        }
    }

    @Test func theRegionKnowsItsName() {
        #expect(WatchRegion(code: "gb", origin: .flag)?.name == "United Kingdom")
        #expect(WatchRegion(code: "QQ", origin: .flag)?.name == nil)
    }
}
