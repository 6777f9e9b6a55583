import Foundation

// The coders of `CodableTransform(decoder:encoder:)`.
//
// `JSONDecoder` and `JSONEncoder` are mutable classes, not `Sendable` on every platform, and the
// caller keeps a reference to the ones it hands over. So the transform keeps neither: it copies
// their settings when it is made (the strategies, `userInfo` and the output formatting) and makes
// a fresh coder with those settings for each value. Later changes to the caller's coders do not
// reach the transform, and no coder is ever shared between threads.
//
// Coders with JSONDecoder's and JSONEncoder's default settings keep no settings at all: the
// transform then uses the library's own coders, which follow the same rules on `JSONValue`
// directly (and keep every digit of a number). Settings of any other kind go through JSON text
// and a coder made from them, so every rule of that coder applies as the caller configured it,
// but one: `Data` in base64 (the default strategy) is read by the library's strict rule, as
// every other door reads it, where Foundation's decoder on Linux reads `"===="` as `[0]`.

/// The settings of a `JSONDecoder`, kept to make a decoder like it for each use.
///
/// They are kept as a closure that sets them on a new decoder, over copies of the values read
/// when the transform is made (`userInfo` is typed as the SDK types it, `Any` or `Sendable`).
///
/// `@unchecked Sendable`: the closure is set once and changes nothing but the decoder it is
/// given. The strategies may hold the caller's closures (`.custom`) and `userInfo` the caller's
/// values; the transform only hands them to the decoders it makes, as the caller's own decoder
/// would, so the caller's closures must be safe to call from several threads, as with any
/// shared decoder.
struct DecoderSettings: @unchecked Sendable {
    private let apply: (JSONDecoder) -> Void

    /// The settings of `decoder`, or `nil` when they are all `JSONDecoder`'s defaults.
    init?(copying decoder: JSONDecoder) {
        let keys = decoder.keyDecodingStrategy, dates = decoder.dateDecodingStrategy
        let data = decoder.dataDecodingStrategy, floats = decoder.nonConformingFloatDecodingStrategy
        let userInfo = decoder.userInfo
        if case .useDefaultKeys = keys, case .deferredToDate = dates, case .base64 = data, case .throw = floats,
           userInfo.isEmpty {
            return nil
        }
        let dataStrategy: JSONDecoder.DataDecodingStrategy
        if case .base64 = data { dataStrategy = .custom(Self.base64) } else { dataStrategy = data }
        apply = { decoder in
            decoder.keyDecodingStrategy = keys
            decoder.dateDecodingStrategy = dates
            decoder.dataDecodingStrategy = dataStrategy
            decoder.nonConformingFloatDecodingStrategy = floats
            decoder.userInfo = userInfo
        }
    }

    /// The `.base64` strategy by the library's rule (`DataTransform`'s): strict base64, JSON's
    /// white space around the string ignored.
    private static func base64(_ decoder: any Decoder) throws -> Data {
        let container = try decoder.singleValueContainer()
        guard let data = Base64.decode(jsonString: try container.decode(String.self)) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Invalid base64 string.")
        }
        return data
    }

    /// Decodes `value` through its JSON text with a decoder of these settings; `nil` when it
    /// does not decode.
    func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) -> T? {
        guard let text = try? value.jsonData() else { return nil }
        let decoder = JSONDecoder()
        apply(decoder)
        return try? decoder.decode(T.self, from: text)
    }
}

/// The settings of a `JSONEncoder`, kept to make an encoder like it for each use.
///
/// `@unchecked Sendable` for the reasons given for ``DecoderSettings``.
struct EncoderSettings: @unchecked Sendable {
    private let apply: (JSONEncoder) -> Void

    /// The settings of `encoder`, or `nil` when they are all `JSONEncoder`'s defaults (its
    /// output formatting aside, which changes only the text's layout and key order).
    init?(copying encoder: JSONEncoder) {
        var formatting = encoder.outputFormatting
        let keys = encoder.keyEncodingStrategy, dates = encoder.dateEncodingStrategy
        let data = encoder.dataEncodingStrategy, floats = encoder.nonConformingFloatEncodingStrategy
        let userInfo = encoder.userInfo
        if case .useDefaultKeys = keys, case .deferredToDate = dates, case .base64 = data, case .throw = floats,
           userInfo.isEmpty {
            return nil
        }
        // Keys sorted: JSONEncoder writes an object's keys in another order on every run, and
        // the transform writes the same bytes for the same value. No indentation: the text is
        // only read back.
        formatting.remove(.prettyPrinted)
        formatting.insert(.sortedKeys)
        apply = { encoder in
            encoder.outputFormatting = formatting
            encoder.keyEncodingStrategy = keys
            encoder.dateEncodingStrategy = dates
            encoder.dataEncodingStrategy = data
            encoder.nonConformingFloatEncodingStrategy = floats
            encoder.userInfo = userInfo
        }
    }

    /// Encodes `value` with an encoder of these settings and reads its text back; `nil` when it
    /// does not encode.
    func encode<T: Encodable>(_ value: T) -> JSONValue? {
        let encoder = JSONEncoder()
        apply(encoder)
        guard let text = try? encoder.encode(value) else { return nil }
        return try? JSONValue(parsing: text)
    }
}
