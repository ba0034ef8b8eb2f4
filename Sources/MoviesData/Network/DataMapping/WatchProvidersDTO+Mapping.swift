import MoviesDomain

/// TMDB's `watch/providers` part of a film's details:
/// `{"results":{"GB":{"link":"…","flatrate":[…],"rent":[…],"buy":[…]}}}`.
/// A region that cannot be read is skipped, never the others.
package struct WatchProvidersDTO: Decodable, Equatable, Sendable {
    package let regions: [String: RegionDTO]

    private enum CodingKeys: String, CodingKey {
        case results
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let results = try? container.nestedContainer(keyedBy: RegionCode.self, forKey: .results) else {
            regions = [:]
            return
        }
        regions = Self.byCode(results.allKeys.compactMap { key in
            (try? results.decode(RegionDTO.self, forKey: key)).map { (key.stringValue, $0) }
        })
    }

    /// The regions by upper-case code. Of two keys naming one code (`gb`,
    /// `GB`) the upper-case one wins, else the first in code order: the same
    /// whichever order a reader lists members in.
    static func byCode(_ regions: [(key: String, region: RegionDTO)]) -> [String: RegionDTO] {
        let rank = { (key: String, code: String) in (key == code ? 0 : 1, key) }
        var byCode: [String: (key: String, region: RegionDTO)] = [:]
        for entry in regions {
            let code = entry.key.uppercased()
            if let kept = byCode[code], rank(kept.key, code) <= rank(entry.key, code) { continue }
            byCode[code] = entry
        }
        return byCode.mapValues(\.region)
    }

    /// As `init(from:)` reads it, from `PlainJSONReader`'s value; `nil` where
    /// that init throws.
    init?(plainJSON value: PlainJSONValue) {
        guard PlainJSONLeniency.object(value) != nil else { return nil }
        guard let results = PlainJSONLeniency.object(value["results"]) else {
            regions = [:]
            return
        }
        regions = Self.byCode(results.compactMap { key, value in RegionDTO(plainJSON: value).map { (key, $0) } })
    }

    /// A region's offers, per kind.
    package struct RegionDTO: Decodable, Equatable, Sendable {
        package let link: String?
        package let offers: [WatchMonetization: [WatchProviderDTO]]

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: RegionCode.self)
            link = container.decodeLenientString(forKey: RegionCode("link"))
            var offers: [WatchMonetization: [WatchProviderDTO]] = [:]
            for kind in WatchMonetization.allCases {
                let list = try? container.decodeIfPresent(LossyList<WatchProviderDTO>.self, forKey: RegionCode(kind.tmdbName))
                if let elements = list?.elements, !elements.isEmpty { offers[kind] = elements }
            }
            self.offers = offers
        }

        init?(plainJSON value: PlainJSONValue) {
            guard let members = PlainJSONLeniency.object(value) else { return nil }
            link = PlainJSONLeniency.string(members["link"])
            var offers: [WatchMonetization: [WatchProviderDTO]] = [:]
            for kind in WatchMonetization.allCases {
                if let elements = PlainJSONLeniency.list(members[kind.tmdbName], WatchProviderDTO.init(plainJSON:)), !elements.isEmpty {
                    offers[kind] = elements
                }
            }
            self.offers = offers
        }
    }

    /// Any member name: region codes, and the kinds of offer by TMDB's names.
    package struct RegionCode: CodingKey {
        package let stringValue: String
        package var intValue: Int? { nil }

        package init(_ name: String) {
            stringValue = name
        }

        package init?(stringValue: String) {
            self.stringValue = stringValue
        }

        package init?(intValue: Int) {
            return nil
        }
    }
}

extension WatchProvidersDTO {
    /// Regions with a two-letter code; each kind at most `providerLimit` services.
    package func toDomain() -> WatchProviders {
        var regions: [String: RegionWatchOffers] = [:]
        for (code, region) in self.regions where code.utf8.count == 2 && code.utf8.allSatisfy({ (0x41...0x5A).contains($0) }) {
            let offers = region.offers.mapValues { providers in providers.prefix(Self.providerLimit).compactMap { $0.toDomain() } }
            regions[code] = RegionWatchOffers(link: region.link.nonEmpty, offers: offers)
        }
        return WatchProviders(regions: regions)
    }

    /// More services than any region has; a server's thousands are cut here.
    static let providerLimit = 200
}
