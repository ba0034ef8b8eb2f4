#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
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
        var regions: [String: RegionDTO] = [:]
        for key in results.allKeys {
            if let region = try? results.decode(RegionDTO.self, forKey: key) { regions[key.stringValue.uppercased()] = region }
        }
        self.regions = regions
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
