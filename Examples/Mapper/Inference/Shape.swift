import Transforms

/// What a set of JSON samples says about one position in a document.
///
/// Inference describes each sample value as a `Shape` and merges the shapes of everything
/// seen at the same position: every sample document, every element of every array. Merging is
/// commutative and associative, so the order of the samples never changes the result, and it
/// only ever widens:
///
/// ```
/// 1 + 2            -> number (integer)
/// 1 + 2.5          -> number (fractional)        -> Double
/// "a" + 3          -> mixed                      -> JSONValue
/// {"a":1} + {"b":2} -> object, a present 1 of 2  -> a: Int?, b: Int?
/// ```
///
/// `null` is not a shape: the positions that can hold it (object members, array elements)
/// count their nulls beside the shape of their other values.
indirect enum Shape: Equatable {
    /// Nothing but `null` (or no value at all, as in an empty array) was seen.
    case nothing
    case bool
    case number(NumberShape)
    case string(StringShape)
    case array(ArrayShape)
    case object(ObjectShape)
    /// Values that share no Swift type: `JSONValue`.
    case mixed

    /// The shape of one value; `null` gives ``nothing``.
    init(of value: JSONValue) {
        #if DEBUG
        InferenceMeter.valuesDescribed += 1
        #endif
        switch value {
        case .null: self = .nothing
        case .bool: self = .bool
        case .number(let number): self = .number(NumberShape(of: number))
        case .string(let string): self = .string(StringShape(of: string))
        case .array(let elements): self = .array(ArrayShape(of: elements))
        case .object(let object): self = .object(ObjectShape(of: object))
        }
    }

    /// Widens this shape to describe the values of `other` too.
    ///
    /// An object or array shape is merged into where it is (``ObjectShape/merge(_:)``): it is
    /// taken out of its case first, `self` left as ``nothing`` meanwhile, because the one in
    /// the case would still hold it and make the merge copy the whole shape every time.
    mutating func merge(_ other: Shape) {
        switch other {
        case .nothing:
            return
        case .object(let otherObject):
            guard case .object(var object) = self else { break }
            self = .nothing
            object.merge(otherObject)
            self = .object(object)
            return
        case .array(let otherArray):
            guard case .array(var array) = self else { break }
            self = .nothing
            array.merge(otherArray)
            self = .array(array)
            return
        default:
            break
        }
        self = merged(with: other)
    }

    /// The shape that describes the values of both `self` and `other`.
    func merged(with other: Shape) -> Shape {
        switch (self, other) {
        case (.nothing, _): return other
        case (_, .nothing): return self
        case (.bool, .bool): return .bool
        case (.number(let a), .number(let b)): return .number(a.merged(with: b))
        case (.string(let a), .string(let b)): return .string(a.merged(with: b))
        case (.array(let a), .array(let b)): return .array(a.merged(with: b))
        case (.object(let a), .object(let b)): return .object(a.merged(with: b))
        default: return .mixed
        }
    }
}

/// What the numbers at a position need: the narrowest Swift type holds all of them exactly.
struct NumberShape: Equatable {
    /// Some literal had a fraction or an exponent (`2.5`, `1e3`, `1.0`).
    var fractional = false
    /// Some value was negative.
    var negative = false
    /// Some integer was above `Int64.max` but within `UInt64`.
    var beyondInt64 = false
    /// Some integer fitted neither `Int64` nor `UInt64`, or some fraction fitted no `Double`
    /// (beyond its range, or so small that it reads as zero).
    var beyondUInt64 = false
    /// Some number fitted no `Decimal` either (`1e400`, 39 digits): only `JSONValue` keeps it.
    var beyondDecimal = false

    init(of number: JSONNumber) {
        let literal = number.literal
        negative = literal.hasPrefix("-")
        if literal.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) {
            fractional = true
            let significand = literal.prefix { $0 != "e" && $0 != "E" }
            let underflows = number.double == 0 && significand.contains { $0 >= "1" && $0 <= "9" }
            beyondUInt64 = !(number.double?.isFinite ?? false) || underflows
        } else if number.exactly(Int64.self) == nil {
            if number.exactly(UInt64.self) != nil { beyondInt64 = true } else { beyondUInt64 = true }
        }
        beyondDecimal = beyondUInt64 && number.decimal == nil
    }

    func merged(with other: NumberShape) -> NumberShape {
        var result = self
        result.fractional = fractional || other.fractional
        result.negative = negative || other.negative
        result.beyondInt64 = beyondInt64 || other.beyondInt64
        result.beyondUInt64 = beyondUInt64 || other.beyondUInt64
        result.beyondDecimal = beyondDecimal || other.beyondDecimal
        return result
    }
}

/// What the strings at a position look like.
struct StringShape: Equatable {
    /// Every string seen was an ISO 8601 date-time (see ``ISO8601``).
    var allDates: Bool
    /// Some date-time had a fraction of a second, so written dates must keep milliseconds.
    var fractionalSeconds: Bool

    init(of string: String) {
        let form = ISO8601.form(of: string)
        allDates = form != nil
        fractionalSeconds = form == .fractional
    }

    func merged(with other: StringShape) -> StringShape {
        var result = self
        result.allDates = allDates && other.allDates
        result.fractionalSeconds = fractionalSeconds || other.fractionalSeconds
        return result
    }
}

/// The elements of the arrays at a position, all merged into one shape.
struct ArrayShape: Equatable {
    var element: Shape
    /// Some array held a `null` element.
    var hasNulls: Bool

    init(element: Shape, hasNulls: Bool) {
        self.element = element
        self.hasNulls = hasNulls
    }

    init(of elements: [JSONValue]) {
        var element = Shape.nothing
        var hasNulls = false
        for value in elements {
            if value.isNull { hasNulls = true } else { element.merge(Shape(of: value)) }
        }
        self.init(element: element, hasNulls: hasNulls)
    }

    /// Adds the elements of `other`, merging into the element shape where it is.
    mutating func merge(_ other: ArrayShape) {
        element.merge(other.element)
        hasNulls = hasNulls || other.hasNulls
    }

    func merged(with other: ArrayShape) -> ArrayShape {
        var result = self
        result.merge(other)
        return result
    }
}
