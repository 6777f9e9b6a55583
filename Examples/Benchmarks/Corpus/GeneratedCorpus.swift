import Foundation
import Mapping

/// Deterministic stand-ins for the corpus files, of the same shape and about the same size.
///
/// They are generated only when `../shared/corpus` is absent, so the benchmark still runs on a
/// lone clone. The twitter stand-in has every key the status models read; the canada stand-in is
/// one GeoJSON polygon of about 111,000 points; the citm stand-in has integer-keyed
/// dictionaries of small objects. Figures on them are comparable between contestants of one
/// run, not with the corpus figures.
enum GeneratedCorpus {
    static func document(named name: String) -> Data {
        var generator = SplitMix64(seed: 0x5EED_0000 &+ UInt64(name.utf8.count))
        let value: JSONValue
        switch name {
        case "twitter.json": value = twitter(using: &generator)
        case "canada.json": value = canada(using: &generator)
        default: value = catalogue(using: &generator)
        }
        return (try? value.jsonData()) ?? Data("null".utf8)
    }

    // A search response: 100 statuses, most of them retweets, with users and entities.
    static func twitter(using generator: inout SplitMix64) -> JSONValue {
        let statuses = (0..<100).map { index -> JSONValue in
            var retweeted: JSONValue?
            if index % 4 != 0 { retweeted = status(id: 400_000_000_000_000_000 + index, retweeted: nil, using: &generator) }
            return status(id: 505_874_924_095_815_681 - index, retweeted: retweeted, using: &generator)
        }
        return .object([
            "statuses": .array(statuses),
            "search_metadata": .object([
                "completed_in": 0.087, "max_id": 505_874_924_095_815_700, "max_id_str": "505874924095815681",
                "next_results": "?max_id=505874847260352512&q=%E4%B8%80&count=100&include_entities=1",
                "query": "%E4%B8%80", "refresh_url": "?since_id=505874924095815681&q=%E4%B8%80&include_entities=1",
                "count": 100, "since_id": 0, "since_id_str": "0",
            ]),
        ])
    }

    private static func status(id: Int, retweeted: JSONValue?, using generator: inout SplitMix64) -> JSONValue {
        let replyTo = Bool.random(using: &generator) ? number(Int.random(in: 1_000_000...3_000_000_000, using: &generator)) : .null
        var mentions: [JSONValue] = []
        for _ in 0..<Int.random(in: 0...2, using: &generator) {
            let userID = Int.random(in: 1_000_000...3_000_000_000, using: &generator)
            mentions.append(.object([
                "screen_name": .string(generator.word(length: 8, from: SplitMix64.latin)),
                "name": .string(generator.sentence(words: 2)),
                "id": number(userID), "id_str": .string(String(userID)), "indices": [3, 12],
            ]))
        }
        var entities: JSONObject = [
            "hashtags": .array((0..<Int.random(in: 0...2, using: &generator)).map { _ in
                .object(["text": .string(generator.sentence(words: 1)), "indices": [20, 28]])
            }),
            "symbols": [],
            "urls": .array((0..<Int.random(in: 0...1, using: &generator)).map { _ in
                .object([
                    "url": "http://t.co/QMLJeFmfMT", "expanded_url": "http://www.example.com/news/item?id=1",
                    "display_url": "example.com/news/item…", "indices": [110, 132],
                ])
            }),
            "user_mentions": .array(mentions),
        ]
        if id % 17 == 0 {
            entities["media"] = .array([.object([
                "id": number(id), "id_str": .string(String(id)), "indices": [60, 82],
                "media_url": "http://pbs.twimg.com/media/BwU6g-dCcAALxAW.png",
                "media_url_https": "https://pbs.twimg.com/media/BwU6g-dCcAALxAW.png",
                "url": "http://t.co/vmrreDMziI", "display_url": "pic.twitter.com/vmrreDMziI",
                "expanded_url": "http://twitter.com/example/status/1/photo/1", "type": "photo",
                "sizes": .object([
                    "large": ["w": 765, "h": 432, "resize": "fit"], "medium": ["w": 600, "h": 338, "resize": "fit"],
                    "thumb": ["w": 150, "h": 150, "resize": "crop"], "small": ["w": 340, "h": 192, "resize": "fit"],
                ]),
            ])])
        }
        var object: JSONObject = [
            "metadata": ["result_type": "recent", "iso_language_code": "ja"],
            "created_at": "Sun Aug 31 00:29:15 +0000 2014",
            "id": number(id), "id_str": .string(String(id)),
            "text": .string(generator.sentence(words: Int.random(in: 4...20, using: &generator))),
            "source": "<a href=\"http://twitter.com/download/iphone\" rel=\"nofollow\">Twitter for iPhone</a>",
            "truncated": false,
            "in_reply_to_status_id": .null, "in_reply_to_status_id_str": .null,
            "in_reply_to_user_id": replyTo, "in_reply_to_user_id_str": replyTo.int.map { .string(String($0)) } ?? .null,
            "in_reply_to_screen_name": replyTo.isNull ? .null : .string(generator.word(length: 8, from: SplitMix64.latin)),
            "user": user(using: &generator),
            "geo": .null, "coordinates": .null, "place": .null, "contributors": .null,
        ]
        if let retweeted { object["retweeted_status"] = retweeted }
        object["retweet_count"] = number(Int.random(in: 0...500, using: &generator))
        object["favorite_count"] = number(Int.random(in: 0...500, using: &generator))
        object["entities"] = .object(entities)
        object["favorited"] = false
        object["retweeted"] = false
        if id % 3 == 0 { object["possibly_sensitive"] = false }
        object["lang"] = "ja"
        return .object(object)
    }

    private static func user(using generator: inout SplitMix64) -> JSONValue {
        let id = Int.random(in: 1_000_000...3_000_000_000, using: &generator)
        var object: JSONObject = [
            "id": number(id), "id_str": .string(String(id)),
            "name": .string(generator.sentence(words: 2)),
            "screen_name": .string(generator.word(length: 9, from: SplitMix64.latin)),
            "location": .string(generator.sentence(words: 1)),
            "description": .string(generator.sentence(words: Int.random(in: 2...12, using: &generator))),
            "url": .null, "entities": ["description": ["urls": []]], "protected": false,
            "followers_count": number(Int.random(in: 0...50_000, using: &generator)),
            "friends_count": number(Int.random(in: 0...5_000, using: &generator)),
            "listed_count": number(Int.random(in: 0...50, using: &generator)),
            "created_at": "Sat Feb 16 13:40:25 +0000 2013",
            "favourites_count": number(Int.random(in: 0...5_000, using: &generator)),
            "utc_offset": .null, "time_zone": .null, "geo_enabled": false, "verified": false,
            "statuses_count": number(Int.random(in: 0...50_000, using: &generator)),
            "lang": "ja", "contributors_enabled": false, "is_translator": false, "is_translation_enabled": false,
            "profile_background_color": "C0DEED",
            "profile_background_image_url": "http://abs.twimg.com/images/themes/theme1/bg.png",
            "profile_background_image_url_https": "https://abs.twimg.com/images/themes/theme1/bg.png",
            "profile_background_tile": false,
            "profile_image_url": "http://pbs.twimg.com/profile_images/497760886795153410/LDjAwR_y_normal.jpeg",
            "profile_image_url_https": "https://pbs.twimg.com/profile_images/497760886795153410/LDjAwR_y_normal.jpeg",
        ]
        if id % 5 != 0 { object["profile_banner_url"] = .string("https://pbs.twimg.com/profile_banners/\(id)/1409318784") }
        for (key, value) in [
            ("profile_link_color", "0084B4"), ("profile_sidebar_border_color", "C0DEED"),
            ("profile_sidebar_fill_color", "DDEEF6"), ("profile_text_color", "333333"),
        ] {
            object[key] = .string(value)
        }
        for key in ["profile_use_background_image", "default_profile"] { object[key] = true }
        for key in ["default_profile_image", "following", "follow_request_sent", "notifications"] { object[key] = false }
        return .object(object)
    }

    // One GeoJSON feature: a polygon of 480 rings and about 111,000 points.
    static func canada(using generator: inout SplitMix64) -> JSONValue {
        let rings = (0..<480).map { ring -> JSONValue in
            let count = ring == 0 ? 10_000 : Int.random(in: 50...370, using: &generator)
            var longitude = -141 + Double(ring) / 6
            var latitude = 42 + Double(ring % 60) / 2
            let points = (0..<count).map { _ -> JSONValue in
                longitude += Double(Int.random(in: -999_999...999_999, using: &generator)) / 100_000_000
                latitude += Double(Int.random(in: -999_999...999_999, using: &generator)) / 100_000_000
                // Six decimals, as surveyed coordinates have: about 10 digits each, as in the file.
                return .array([
                    .number(JSONNumber((longitude * 1e6).rounded() / 1e6)),
                    .number(JSONNumber((latitude * 1e6).rounded() / 1e6)),
                ])
            }
            return .array(points)
        }
        return .object([
            "type": "FeatureCollection",
            "features": [
                .object([
                    "type": "Feature", "properties": ["name": "Canada"],
                    "geometry": .object(["type": "Polygon", "coordinates": .array(rings)]),
                ])
            ],
        ])
    }

    // An event catalogue: integer-keyed name tables, events and performances.
    static func catalogue(using generator: inout SplitMix64) -> JSONValue {
        func names(_ count: Int, base: Int, using generator: inout SplitMix64) -> JSONValue {
            .object(JSONObject((0..<count).map { (String(base + $0 * 7), .string(generator.sentence(words: 3))) }))
        }
        let events = JSONObject((0..<1_200).map { index -> (String, JSONValue) in
            let id = 138_586_341 + index * 13
            return (String(id), .object([
                "description": .null, "id": number(id), "logo": .null,
                "name": .string(generator.sentence(words: 4)),
                "subTopicIds": [337_184_269, 337_184_283], "subjectCode": .null, "subtitle": .null,
                "topicIds": [324_846_099, 107_888_604],
            ]))
        })
        let performances = (0..<2_000).map { index -> JSONValue in
            let prices = (0..<Int.random(in: 1...6, using: &generator)).map { _ -> JSONValue in
                .object([
                    "amount": number(Int.random(in: 10...200, using: &generator) * 1_000),
                    "audienceSubCategoryId": 337_100_890,
                    "seatCategoryId": number(338_937_295 + Int.random(in: 0...20, using: &generator)),
                ])
            }
            return .object([
                "eventId": number(138_586_341 + (index % 1_200) * 13), "id": number(339_887_544 + index),
                "logo": "/images/UE0AAAAACEKo6QAAAAZDSVRN", "name": .null, "prices": .array(prices),
                "seatCategories": [["areas": [["areaId": 205_705_999, "blockIds": []], ["areaId": 205_705_998, "blockIds": []]], "seatCategoryId": 338_937_295]],
                "seatMapImage": .null, "start": number(1_372_701_600_000 + index * 86_400_000), "venueCode": "PLEYEL_PLEYEL",
            ])
        }
        return .object([
            "areaNames": names(200, base: 205_705_993, using: &generator),
            "audienceSubCategoryNames": names(50, base: 337_100_890, using: &generator),
            "blockNames": [:],
            "events": .object(events),
            "performances": .array(performances),
            "seatCategoryNames": names(300, base: 338_937_235, using: &generator),
            "subTopicNames": names(30, base: 337_184_262, using: &generator),
            "topicNames": names(20, base: 107_888_604, using: &generator),
            "venueNames": ["PLEYEL_PLEYEL": "Salle Pleyel"],
        ])
    }

    static func number(_ value: Int) -> JSONValue { .number(JSONNumber(value)) }
}
