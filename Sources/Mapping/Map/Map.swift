import Foundation

/// The mapping of one JSON object, handed to `mapping(map:)` and `init(map:)`.
///
/// Subscripting selects a key (or a key path such as `"user.address.city"`, or
/// `"friends.0.name"` where a whole-number component indexes an array); the `<-` and `>>>`
/// operators then read or write the value at that key, according to ``mappingType``.
///
/// ```swift
/// struct Order: Mappable {
///     var id = 0
///     var city: String?
///     var firstItem: String?
///     var note: String?
///
///     init?(map: Map) {}
///
///     mutating func mapping(map: Map) {
///         id        <- map["id"]
///         city      <- map["shipping.address.city"]
///         firstItem <- map["items.0.name"]
///         note      <- map["note", ignoreNil: true]     // a JSON null leaves `note` as it is
///     }
/// }
/// ```
///
/// A `Map` is used by one mapping at a time and is not `Sendable`; share a ``Mapper`` instead.
public final class Map {
    /// Whether this map reads JSON into properties or writes properties into JSON.
    public let mappingType: MappingType
    /// Whether the mapping updates an existing object (``Mapper/map(JSONString:toObject:)``):
    /// nested models and dictionaries of models are then mapped onto the ones the object
    /// already holds, keeping their identity and the fields the JSON does not mention.
    public let toObject: Bool
    /// The separator of the key path selected last: `"."` unless the subscript named another
    /// with `delimiter:`.
    public var nestedKeyDelimiter: String { selectedDelimiter ?? "." }
    // Read for every nested model's map: like the selection below, these skip the per-access
    // exclusivity checks (a map is used by one mapping at a time).
    /// The value passed to ``Mapper/init(context:shouldIncludeNilValues:options:)``.
    @exclusivity(unchecked) public var context: MapContext? {
        didSet { hasContext = context != nil }
    }
    /// Whether ``context`` holds a value: asking the optional existential itself copies it.
    @exclusivity(unchecked) private var hasContext: Bool
    /// Whether nil optionals are written as `null` instead of being left out.
    @exclusivity(unchecked) public var shouldIncludeNilValues: Bool
    /// The key most recently selected by a subscript.
    public var currentKey: String? { selectedKey }
    /// Whether the selected key exists in the JSON (a `null` counts as present, unless
    /// `ignoreNil` was set). Always `false` when writing.
    public var isKeyPresent: Bool {
        if needsLookup { lookUpSelection() }
        return selectedIndex >= 0 || hasSelectedTree
    }

    @usableFromInline let options: MappingOptions
    @usableFromInline let conversion: JSONConversion
    /// How many models deep this map is: 0 for the document's own object; ``ModelCodec`` stops
    /// at ``maximumModelDepth``.
    @usableFromInline let depth: Int

    /// The document being read, when it is a tape (an empty tape otherwise): the same for every
    /// map of one read.
    @usableFromInline let tape: JSONTape
    /// The entry on ``tape`` of the object being read, or -1 when the source is a tree. Changed
    /// only when the map is reused for the next model (``nested(_:source:toObject:)``).
    @usableFromInline @exclusivity(unchecked) private(set) var sourceIndex: Int
    /// The object being read, when it is a tree (`null` for a tape).
    @usableFromInline let sourceTree: JSONValue
    /// The object being read (when reading): a tape entry or a tree, read through
    /// ``JSONElement``'s one interface. The hot paths read ``tape`` and ``sourceIndex``.
    @usableFromInline var source: JSONElement { JSONElement(tape: tape, index: sourceIndex, tree: sourceTree) }
    /// Whether threads share this map (``defaultReadingRoot``): it then keeps no spare child.
    @usableFromInline let isShared: Bool
    /// A map this one made for a model read under its object, which nothing else held once the
    /// model was mapped: the next model read there (the next element of an array, the same
    /// nested model of the next object) reuses it instead of making one (see
    /// ``keepForReuse(_:)``).
    @exclusivity(unchecked) private var spareChild: Map?
    // What the last subscript selected. Kept as separate fields rather than one struct: a
    // selection replaces the key and the value found, and touches the rest (rarely set) only
    // when they are or were set, so selecting a key costs no copy or destruction of the whole.
    // A map is used by one mapping at a time and never hands out overlapping accesses, so the
    // per-access exclusivity checks on its hot state are skipped.

    /// The key as written: ``typedKey``, or the text of the tape's key entry it was found at.
    @usableFromInline var selectedKey: String? {
        keyEntry >= 0 ? tape.string(tape.entries[keyEntry]) : typedKey
    }
    /// The selected key as the model passed it, unless ``keyEntry`` stands for it.
    @exclusivity(unchecked) private var typedKey: String?
    /// The tape entry of the selected key, when it was found where the hint pointed (whose
    /// bytes are the key's, with no escapes), or -1 when ``typedKey`` holds the key. Nearly
    /// every key of a model read in the document's order is found there, and is then needed
    /// again only for an issue's path or ``currentKey``: storing its index instead of the
    /// `String` spares each selection a retain of the new key and a release of the old one.
    @exclusivity(unchecked) private var keyEntry = -1
    /// The key split into components, or `nil` when it is a single plain key.
    @usableFromInline @exclusivity(unchecked) private(set) var selectedPath: [MapKeyPath.Component]?
    // The value found at the key is kept as a position in the source rather than as an
    // element, so that a selection costs no reference counting (an element holds the tape:
    // keeping one per key measured about +700 instructions, 2%, per flat-user decode). The
    // element is made in `current`, once per binding.
    /// Where the value at the key is in the source's tape, or -1 when it is absent (or the
    /// source is a tree).
    @usableFromInline @exclusivity(unchecked) private(set) var selectedIndex = -1
    /// The value at the key when the source is a tree, or `nil` when it is absent.
    @usableFromInline @exclusivity(unchecked) private(set) var selectedTree: JSONValue?
    @exclusivity(unchecked) private var hasSelectedTree = false
    @exclusivity(unchecked) private var foundIgnoredNull = false
    /// Whether the selected key is still to be looked up (see ``lookUpSelection()``).
    @usableFromInline @exclusivity(unchecked) private(set) var needsLookup = false
    /// Whether the selected key is still to be checked for a path (see ``resolvePendingPath(of:)``).
    @exclusivity(unchecked) private var pathPending = false
    /// Whether the selected key, still to be looked up, was just compared with the keys at the
    /// hint and is not there: the lookup then only searches.
    @exclusivity(unchecked) private var hintMissed = false
    @exclusivity(unchecked) private var lookupIgnoresNil = false
    /// The delimiter the subscript named, when not the default `.`.
    @exclusivity(unchecked) private var selectedDelimiter: String?
    /// The value `map["key", default: value]` gives the selected key for an absence or a `null`.
    /// Kept beside the selection rather than in it: an existential copied on every selection
    /// would cost every key, and almost no key has a default.
    @usableFromInline @exclusivity(unchecked) private(set) var selectedDefault: Any?
    @exclusivity(unchecked) private var hasSelectedDefault = false
    /// Where the next plain-key lookup starts: just after the previous hit.
    @exclusivity(unchecked) private var lookupHint = 0
    /// Whether `map["key"]` only records its key, for the key's first read to look it up: true
    /// in the `mapping(map:)` that follows an ImmutableMappable's `init(map:)`, where the keys
    /// are selected again for `>>>`, which reads nothing (see ``deferSelection(_:)``).
    @usableFromInline @exclusivity(unchecked) var defersSelections = false

    /// The value at the selected key, or `nil` when it is absent (when reading).
    @inlinable @inline(__always)
    var current: JSONElement? {
        if needsLookup { lookUpSelection() }
        let index = selectedIndex
        if index >= 0 { return JSONElement(tape: tape, index: index) }
        return selectedTree.map(JSONElement.init)
    }
    /// Whether the selected key held a `null` that `ignoreNil` turned into an absence.
    @usableFromInline var ignoredNull: Bool {
        if needsLookup { lookUpSelection() }
        return foundIgnoredNull
    }
    /// The object being written (when writing).
    ///
    /// Plain keys are appended without a search; a key written twice is resolved when the
    /// object is finished (``finishedOutput``), with the same rule as everywhere else: the first
    /// position, the last value.
    @exclusivity(unchecked) private var output = JSONObject()
    /// Whether `output` may hold a key twice.
    @exclusivity(unchecked) private var outputMayRepeatKeys = false
    /// The key lists of written models already found to hold each key once, shared by the maps
    /// of one write from the second model written under one object on (``takeOutput(of:writtenBy:)``),
    /// or from the start in the limiting write of Foundation output, whose plan they carry
    /// (``limit(by:)``).
    @exclusivity(unchecked) private var checkedKeys: CheckedKeyLists?
    /// How many models were written under this map's object before it had `checkedKeys`.
    @exclusivity(unchecked) private var modelsWritten = 0
    /// What went wrong so far, with paths relative to this map's object; kept only when
    /// ``collectsIssues``.
    @usableFromInline @exclusivity(unchecked) var issues: [PendingIssue] = []
    /// Whether anything went wrong so far, kept whether or not issues are: a write that left a
    /// value out gives no JSON text.
    @usableFromInline @exclusivity(unchecked) var failed = false
    /// The first error that a nested model's initializer threw.
    @usableFromInline @exclusivity(unchecked) var thrown: (any Error)?
    /// While this map's model is mapped: the map of the model it is inside of (`nil` at the
    /// top), for ``isMapping(_:)`` to walk up. Not retained: that map's model is being mapped
    /// further up the same call stack, which keeps it alive; set and cleared around the model's
    /// `mapping(map:)` by ``enter(_:enclosedBy:)`` and ``leave()``, so a map a model kept for
    /// itself never points at a map that is gone.
    @usableFromInline @exclusivity(unchecked) unowned(unsafe) var enclosing: Map?
    /// While this map's model is mapped: the model, when it is an instance of a class; `nil`
    /// for a value.
    @usableFromInline @exclusivity(unchecked) var mappedModel: ObjectIdentifier?

    /// Whether issue texts are kept: only when the caller asked for them
    /// (``Mapper/mapWithIssues(JSONString:)``, the `WithIssues` and `OrFail` doors). Otherwise
    /// the codecs count each failure (``failed``) without building its text. A few failures
    /// found outside the codecs are still described and the text then dropped: a document that
    /// does not parse (its error's description), a Foundation value (`Any`, `[String: Any]`)
    /// with no JSON form or nested too deep, and the key path of a NaN or infinite number
    /// inside a container being written.
    @usableFromInline let collectsIssues: Bool
    /// Whether `<-` leaves properties as they are, reading and checking values only: the first
    /// pass of the throwing doors that update existing models (see ``Mapper``'s
    /// `run(_:at:_:strict:collecting:updating:checkingFirst:)`), which finds whether the
    /// mapping fails before anything is changed. The maps of nested models share it.
    @usableFromInline let checksOnly: Bool
    /// Which numbers a write refuses (see ``WrittenNumbers``). The maps of nested models share it.
    @usableFromInline let writtenNumbers: WrittenNumbers

    /// Which numbers a write refuses, by where the written value goes.
    @usableFromInline
    enum WrittenNumbers: UInt8 {
        /// JSON text (and ``Mapper/toJSONValue(_:)``): NaN and the infinities.
        case text
        /// Foundation values (``Mapper/toJSON(_:)`` and its twins): also a number that no
        /// `Double` or `Decimal` holds (`1e400`, which JSON text holds), rather than making it an
        /// infinite `NSNumber`.
        case foundation
        /// None: ``JSONValue/init(_:)`` builds a value, which can hold a NaN, and whose writing
        /// refuses it later, naming its path.
        case kept
        // The two writes of Mapper+FoundationDepth.swift come last: ``placesWholeValues`` tests
        // for them by the raw value alone.
        /// As ``foundation``, in the write that measures where each value written whole lies
        /// and how deep it nests, after a first write nested deeper than Foundation values may
        /// (see Mapper+FoundationDepth.swift).
        case foundationMeasuring
        /// As ``foundation``, in the write that leaves out the values the measuring write found
        /// too deep for their place (see Mapper+FoundationDepth.swift).
        case foundationLimiting
    }

    /// Whether a NaN or infinite number is written into the value being built rather than
    /// refused (``WrittenNumbers/kept``).
    @inlinable
    var keepsNonFiniteNumbers: Bool { writtenNumbers == .kept }

    /// Whether what is written becomes Foundation values (``WrittenNumbers/foundation``, and the
    /// writes that limit its depth).
    @inlinable
    var writesFoundation: Bool { writtenNumbers != .text && writtenNumbers != .kept }

    /// Whether this write measures or limits the depth of the values written whole (the two
    /// writes of Mapper+FoundationDepth.swift): one comparison, made once per such value.
    @inlinable
    var placesWholeValues: Bool { writtenNumbers.rawValue >= WrittenNumbers.foundationMeasuring.rawValue }

    /// Whether the objects read came from Foundation dictionaries (a Foundation door, or
    /// ``init(mappingType:JSON:toObject:context:shouldIncludeNilValues:)``), whose members come
    /// in no order of their own: a Swift dictionary's changes from run to run. What takes an
    /// object's members one by one then goes by their keys' UTF-8 bytes: the issues of a
    /// dictionary's entries (see ``DictionaryCodec``), the value a property of a Foundation type
    /// reports, a `JSONValue` read whole. The maps of nested models share it.
    @usableFromInline let readsUnorderedObjects: Bool

    @usableFromInline
    init(mappingType: MappingType, source: JSONElement, toObject: Bool, context: MapContext?,
         shouldIncludeNilValues: Bool, options: MappingOptions, collectsIssues: Bool = false, depth: Int = 0,
         isShared: Bool = false, hasContext: Bool? = nil, checksOnly: Bool = false, writtenNumbers: WrittenNumbers = .text,
         readsUnorderedObjects: Bool = false) {
        self.collectsIssues = collectsIssues
        self.mappingType = mappingType
        tape = source.tape
        sourceIndex = source.index
        sourceTree = source.tree
        self.isShared = isShared
        self.toObject = toObject
        // Given by the maps that make maps (whose own flag says), so that no existential is
        // copied to look at it.
        self.hasContext = hasContext ?? (context != nil)
        self.context = context
        self.shouldIncludeNilValues = shouldIncludeNilValues
        self.options = options
        self.depth = depth
        self.checksOnly = checksOnly
        self.writtenNumbers = writtenNumbers
        self.readsUnorderedObjects = readsUnorderedObjects
        conversion = options.contains(.lenientTypes) ? .lenient : .strict
    }

    /// The source of maps that only write.
    @usableFromInline
    static let emptySource = JSONElement(.object(JSONObject()))

    /// The root of a read with a mapper's default settings (no context, options or nil values,
    /// not updating an object), shared by every such read, without and with issues collected.
    ///
    /// A read's root map is only a carrier of settings: the codecs read its conversion, depth
    /// and update flag and make each model's map from it (``nested(_:source:toObject:)``),
    /// what goes wrong is kept by the read's ``MapCoding``, and no user code is ever handed
    /// it. Nothing writes to it after it is made, so threads share it safely; making one per
    /// read cost a flat-user decode 3.5% of its instructions.
    @usableFromInline
    nonisolated(unsafe) static let defaultReadingRoot = Map(
        mappingType: .fromJSON, source: emptySource, toObject: false, context: nil,
        shouldIncludeNilValues: false, options: [], collectsIssues: false, depth: 0, isShared: true)
    @usableFromInline
    nonisolated(unsafe) static let defaultReadingRootCollecting = Map(
        mappingType: .fromJSON, source: emptySource, toObject: false, context: nil,
        shouldIncludeNilValues: false, options: [], collectsIssues: true, depth: 0, isShared: true)
    /// ``defaultReadingRoot`` and ``defaultReadingRootCollecting`` for Foundation values (see
    /// ``readsUnorderedObjects``).
    @usableFromInline
    nonisolated(unsafe) static let defaultFoundationReadingRoot = Map(
        mappingType: .fromJSON, source: emptySource, toObject: false, context: nil,
        shouldIncludeNilValues: false, options: [], collectsIssues: false, depth: 0, isShared: true,
        readsUnorderedObjects: true)
    @usableFromInline
    nonisolated(unsafe) static let defaultFoundationReadingRootCollecting = Map(
        mappingType: .fromJSON, source: emptySource, toObject: false, context: nil,
        shouldIncludeNilValues: false, options: [], collectsIssues: true, depth: 0, isShared: true,
        readsUnorderedObjects: true)

    /// A map for a nested object, one level deeper, sharing this map's settings.
    @usableFromInline
    func nested(_ mappingType: MappingType, source: JSONElement = Map.emptySource, toObject: Bool = false) -> Map {
        if mappingType == .fromJSON, source.index >= 0, spareChild?.tape === source.tape,
           spareChild?.toObject == toObject, let spare = spareChild.take() {
            spare.restart(at: source.index, under: self)
            return spare
        }
        let map = Map(mappingType: mappingType, source: source, toObject: toObject, context: context,
                      shouldIncludeNilValues: shouldIncludeNilValues, options: options,
                      collectsIssues: collectsIssues, depth: depth + 1, hasContext: hasContext,
                      checksOnly: checksOnly, writtenNumbers: writtenNumbers,
                      readsUnorderedObjects: readsUnorderedObjects)
        if mappingType == .toJSON, let checkedKeys { map.checkedKeys = checkedKeys }
        return map
    }

    /// Makes this root map, and every map of its write, carry `plan`: the limiting write of
    /// Foundation output (see Mapper+FoundationDepth.swift). The maps of a write share what
    /// they carry through the key lists they share, so that no other map carries anything more.
    func limit(by plan: WholeValuePlan) {
        checkedKeys = CheckedKeyLists(plan: plan)
    }

    /// The plan of the limiting write this map belongs to (see ``limit(by:)``).
    var wholeValuePlan: WholeValuePlan? { checkedKeys?.plan }

    /// Keeps `child`, a reading map made by ``nested(_:source:toObject:)`` whose model is mapped,
    /// for the next model read under this map's object, when nothing else holds it (a model
    /// that kept its map keeps it for itself). A decode makes a map per model, most of them one
    /// after another under one parent: the elements of an array, and the nested models of each.
    @inlinable
    func keepForReuse(_ child: consuming Map) {
        guard !isShared, child.mappingType == .fromJSON, child.sourceIndex >= 0,
              isKnownUniquelyReferenced(&child) else { return }
        keep(spare: child)
    }

    @usableFromInline
    func keep(spare child: Map) {
        spareChild = child
    }

    /// Makes this map, kept by ``keepForReuse(_:)``, the map of the object at entry `index`:
    /// everything a mapping sets is set back to what a new map has, and the settings a model
    /// may change (``context``, ``shouldIncludeNilValues``) to those of `parent`.
    private func restart(at index: Int, under parent: Map) {
        sourceIndex = index
        if parent.hasContext || hasContext { context = parent.context }
        shouldIncludeNilValues = parent.shouldIncludeNilValues
        keepTyped(nil)
        selectedIndex = -1
        if selectedPath != nil { selectedPath = nil }
        if hasSelectedTree {
            selectedTree = nil
            hasSelectedTree = false
        }
        foundIgnoredNull = false
        needsLookup = false
        pathPending = false
        lookupIgnoresNil = false
        if selectedDelimiter != nil { selectedDelimiter = nil }
        if hasSelectedDefault {
            selectedDefault = nil
            hasSelectedDefault = false
        }
        lookupHint = 0
        defersSelections = false
        if !issues.isEmpty { issues = [] }
        failed = false
        if thrown != nil { thrown = nil }
    }

    /// The object a model wrote through `child`, a map made by ``nested(_:source:toObject:)``
    /// from this one.
    ///
    /// Models written side by side (in an array, a dictionary, or one after another) mostly
    /// write the same keys: from the second model written under this map's object on, the maps
    /// of this write share a record of the key lists found to hold each key once (see
    /// ``takeFinishedOutput(as:)``). A single model pays nothing for it.
    @usableFromInline
    func takeOutput(of child: Map, writtenBy model: ObjectIdentifier) -> JSONObject {
        let object = child.takeFinishedOutput(as: model)
        if checkedKeys == nil {
            modelsWritten += 1
            if modelsWritten > 1 { checkedKeys = CheckedKeyLists() }
        }
        return object
    }

    /// Creates a map over a Foundation dictionary, as ObjectMapper's initializer did.
    ///
    /// A value with no JSON form (or nested deeper than 512 levels) fails only the reads that reach
    /// it, with an issue at its key path; the property that reads it keeps its value. Writing,
    /// ``JSON`` holds what was written as ``Mapper/toJSON(_:)`` gives it.
    public convenience init(mappingType: MappingType, JSON: [String: Any], toObject: Bool = false,
                            context: MapContext? = nil, shouldIncludeNilValues: Bool = false) {
        let object = JSONObject(foundation: JSON)
        self.init(mappingType: mappingType, source: JSONElement(.object(object)), toObject: toObject,
                  context: context, shouldIncludeNilValues: shouldIncludeNilValues, options: [],
                  writtenNumbers: mappingType == .toJSON ? .foundation : .text,
                  readsUnorderedObjects: mappingType == .fromJSON)
        if mappingType == .toJSON {
            output = object
            outputMayRepeatKeys = false
        }
    }

    /// The JSON object, as a Foundation dictionary: the object being read, or what has been
    /// written so far.
    ///
    /// Foundation values hold at most 512 levels (the limit of ``JSONValue/init(foundation:)``),
    /// which only a ``JSONValue`` built in code can pass: a member of the object that would nest
    /// deeper is left out whole, and the others are kept. (``Mapper/toJSON(_:)`` and its twins
    /// leave out only the value too deep, inside a nested model too, and their `WithIssues`
    /// forms say where.) A dictionary has no room to say what it could not hold, so three kinds
    /// of value come out changed, as ``JSONValue/foundationValue`` gives them: a value with no
    /// JSON form in a dictionary given to ``Mapper/map(JSON:)`` (a `Date`) is `NSNull()`, a
    /// number beyond a `Double` and a `Decimal` (`1e400`) an infinite `NSNumber`, and of two keys
    /// that Swift takes as one (`"é"` precomposed and decomposed) the last is kept. Properties
    /// read such values with an issue, and ``currentValue`` gives `nil` for the first two.
    public var JSON: [String: Any] {
        let object = mappingType == .fromJSON ? source.value : .object(finishedOutput())
        var leftOut: [PendingIssue] = []
        return FoundationBridge.boundedFoundation(object, leavingOutAt: 0, issues: &leftOut) as? [String: Any] ?? [:]
    }

    /// The value at the selected key, as Foundation represents it; `nil` when absent or `null`,
    /// when it is or holds a value with no JSON form (a `Date` in a dictionary given to
    /// ``Mapper/map(JSON:)``), when it is or holds a number with no Foundation form
    /// (`1e400`), which a property reading it reports, and when it nests deeper than 512 levels
    /// (a ``JSONValue`` built in code).
    public var currentValue: Any? {
        guard let current, !current.isNull, let value = Self.representable(current) else { return nil }
        return FoundationBridge.exactFoundation(value)
    }

    /// The value at the selected key, as a ``JSONValue``; `nil` when the key is absent, and when
    /// the value is or holds one with no JSON form (see ``currentValue``).
    ///
    /// Read from Foundation dictionaries, which have no order of their own, the value's objects
    /// have their members in the order of their keys' UTF-8 bytes, as
    /// ``JSONValue/init(foundation:)`` gives them.
    public var currentJSONValue: JSONValue? {
        let value = current.flatMap(Self.representable)
        return readsUnorderedObjects ? value?.inKeyOrder : value
    }

    /// The value of `element`, unless it is or holds the stand-in a Foundation door puts where a
    /// value has no JSON form (which only a tree holds, never a parsed document's tape).
    private static func representable(_ element: JSONElement) -> JSONValue? {
        let value = element.value
        guard element.index < 0, value.firstStandIn() != nil else { return value }
        return nil
    }

    /// Selects `key` (a key path unless `nested` is `false`), looking its value up when reading.
    @usableFromInline
    func select(_ key: String, nested: Bool?, delimiter: String?, ignoreNil: Bool) {
        checkNotShared()
        // The common case, `map["key"]` (or `try map.value(key)`, which passes the default
        // delimiter) after another such key: only the key and the lookup state change. When
        // reading, the key is checked for the delimiter and compared with the key at the hint
        // right away (a few instructions); a key that needs more, a path or a search, is left
        // for its first read (``lookUpSelection()``), so a key selected and never read, as `>>>`
        // selects them after an ImmutableMappable's `init(map:)`, costs no search.
        if nested == nil && (delimiter == nil || delimiter == ".") && lastSelectionWasPlain {
            if mappingType == .fromJSON {
                foundIgnoredNull = false
                lookupIgnoresNil = ignoreNil
                // The key at the hint is tried here, where the key is at hand: found, the `<-`
                // that follows reads the entry with no lookup of its own (which would copy the
                // key out of the map, a reference count up and down). Only the search waits
                // for the key's first read.
                let found = sourceIndex >= 0
                    ? tape.lookUpAtHint(key, inObjectAt: sourceIndex, hint: &lookupHint, splittingAt: UInt8(ascii: "."))
                    : JSONTape.unchecked
                if found >= -1 {
                    needsLookup = false
                    pathPending = false
                    selectedIndex = -1
                    if found >= 0 {
                        // The key entry comes right before its value's.
                        keyEntry = found &- 1
                        settle(index: found, isNull: ignoreNil && tape.entries[found].kind == .null)
                    } else {
                        keepTyped(key)
                    }
                    return
                }
                keepTyped(key)
                selectedIndex = -1
                needsLookup = true
                hintMissed = found == JSONTape.notAtHint
                pathPending = !hintMissed
                return
            }
            if selectForWriting(key) { return }
        }
        selectGenerally(key, nested: nested, delimiter: delimiter, ignoreNil: ignoreNil)
    }

    /// Whether the last selection left none of the rarely set fields (a default, a path, a
    /// delimiter of the model's, a tree value) for the next one to clear: then a plain key only
    /// replaces the key and the lookup state.
    @inline(__always)
    private var lastSelectionWasPlain: Bool {
        !hasSelectedDefault && selectedPath == nil && selectedDelimiter == nil && !hasSelectedTree
    }

    /// `map["key"]` while ``defersSelections``: the selection ``select(_:nested:delimiter:ignoreNil:)``
    /// makes of a key not at the hint, left for the key's first read to look up (and to check
    /// for a path), without comparing anything now. A small function of its own, called from
    /// the subscript: the pass it serves costs little more than its calls.
    @usableFromInline
    func deferSelection(_ key: String) {
        guard lastSelectionWasPlain else {
            select(key, nested: nil, delimiter: nil, ignoreNil: false)
            return
        }
        foundIgnoredNull = false
        lookupIgnoresNil = false
        keepTyped(key)
        selectedIndex = -1
        needsLookup = true
        hintMissed = false
        pathPending = true
    }

    /// The common case of ``select(_:nested:delimiter:ignoreNil:)`` when writing: a key with no
    /// delimiter is kept as it is. Whether it was.
    @inline(never)
    private func selectForWriting(_ key: String) -> Bool {
        guard !MapKeyPath.contains(key, byte: UInt8(ascii: ".")) else { return false }
        keepTyped(key)
        selectedIndex = -1
        foundIgnoredNull = false
        return true
    }

    /// What ``select(_:nested:delimiter:ignoreNil:)`` does outside its common case: a path, a
    /// delimiter of the model's, a key after a default or a tree value. Out of line, so that
    /// the common case stays small enough for the key comparison at the hint to be inlined
    /// into it.
    @inline(never)
    private func selectGenerally(_ key: String, nested: Bool?, delimiter: String?, ignoreNil: Bool) {
        // A flag rather than `selectedDefault != nil`: testing an `Any?` copies it, on every key.
        if hasSelectedDefault {
            selectedDefault = nil
            hasSelectedDefault = false
        }
        var path: [MapKeyPath.Component]?
        let named = delimiter == "." ? nil : delimiter
        if nested != false {
            if let named {
                if !named.isEmpty, MapKeyPath.contains(key, named) {
                    path = MapKeyPath(key, delimiter: named).components
                }
            } else if MapKeyPath.contains(key, byte: UInt8(ascii: ".")) {
                path = MapKeyPath(key, delimiter: ".").components
            }
        }
        keep(key, path, delimiter: named)
        guard mappingType == .fromJSON else { return }
        // The key is looked up on first use (``current``, ``isKeyPresent``, ``ignoredNull``), so
        // a key selected and never read costs no search: `>>>` while reading, as the
        // `mapping(map:)` that runs after an ImmutableMappable's `init(map:)` does.
        lookupIgnoresNil = ignoreNil
        needsLookup = true
        hintMissed = false
    }

    /// Looks the selected key up in the source, once per selection.
    @usableFromInline
    func lookUpSelection() {
        needsLookup = false
        guard let key = selectedKey else { return }
        // A plain key of a tape is found as an entry index, without making an element: the one
        // read that goes past `JSONElement.read(_:_:)`, because an element made and dropped per
        // lookup measured +2% instructions per decode (user and twitter.json). A key still to
        // be searched for the delimiter is searched in the same pass over its bytes.
        if sourceIndex >= 0 && selectedPath == nil {
            let index = hintMissed
                ? tape.lookUpPastHint(key, inObjectAt: sourceIndex, hint: &lookupHint)
                : tape.lookUp(key, inObjectAt: sourceIndex, hint: &lookupHint,
                              splittingAt: pathPending ? UInt8(ascii: ".") : nil)
            if index != JSONTape.keyIsPath {
                pathPending = false
                settle(index: index, isNull: index >= 0 && tape.entries[index].kind == .null)
                return
            }
            // A path: split below, as for a tree.
        }
        if pathPending { resolvePendingPath(of: key) }
        let path = selectedPath
        var index = -1
        var tree: JSONValue?
        if let found = path.map({ source.descendant($0) }) ?? source.member(key, hint: &lookupHint) {
            if found.index >= 0 { index = found.index } else { tree = found.tree }
        }
        if collectsIssues, let path { reportRepeatedKeys(along: path) }
        let isNull = index >= 0 ? tape.entries[index].kind == .null : tree?.isNull == true
        guard settle(index: index, isNull: isNull), let tree else { return }
        selectedTree = tree
        hasSelectedTree = true
    }

    /// Keeps the entry found for the selection (-1 for none, or a tree's value), unless
    /// `ignoreNil` turns the `null` found into an absence; whether it was kept.
    @inline(__always)
    @discardableResult
    private func settle(index: Int, isNull: Bool) -> Bool {
        if lookupIgnoresNil && isNull {
            foundIgnoredNull = true
            return false
        }
        selectedIndex = index
        return true
    }

    /// Splits the selected key, `key`, into a path when it holds the default delimiter: the part
    /// of a reading selection left for the key's first read.
    @inline(__always)
    private func resolvePendingPath(of key: String) {
        pathPending = false
        if MapKeyPath.contains(key, byte: UInt8(ascii: ".")) {
            selectedPath = MapKeyPath(key, delimiter: ".").components
        }
    }

    /// Stops a debug build that is about to change one of the shared roots
    /// (``defaultReadingRoot``), which many threads read at once.
    @inline(__always)
    func checkNotShared() {
        #if DEBUG
        precondition(self !== Map.defaultReadingRoot && self !== Map.defaultReadingRootCollecting,
                     "a shared root map is changed")
        #endif
    }

    /// Keeps `key` as the model passed it, or no key (see ``keyEntry``).
    @inline(__always)
    private func keepTyped(_ key: String?) {
        typedKey = key
        keyEntry = -1
    }

    /// Stores a selection, writing the rarely set fields only when they are or were set.
    @inline(__always)
    private func keep(_ key: String, _ path: [MapKeyPath.Component]?, delimiter: String?) {
        pathPending = false
        keepTyped(key)
        selectedIndex = -1
        foundIgnoredNull = false
        if path != nil || selectedPath != nil { selectedPath = path }
        if delimiter != nil || selectedDelimiter != nil { selectedDelimiter = delimiter }
        if hasSelectedTree {
            selectedTree = nil
            hasSelectedTree = false
        }
    }

    /// Selects `key` as ``select(_:nested:delimiter:ignoreNil:)`` does, with the value to use
    /// when it is absent, `null` or does not convert.
    @usableFromInline
    func select(_ key: String, nested: Bool?, delimiter: String?, ignoreNil: Bool, default defaultValue: Any?) {
        select(key, nested: nested, delimiter: delimiter, ignoreNil: ignoreNil)
        keepDefault(defaultValue)
    }

    /// Keeps `defaultValue` beside the selection just made.
    private func keepDefault(_ defaultValue: Any?) {
        guard let defaultValue else { return }
        selectedDefault = defaultValue
        hasSelectedDefault = true
    }

    /// Selects the first of `keys` present in the JSON (each may be a key path); when writing,
    /// and when none is present, the first. With no keys, the selection stays as it is, so that
    /// `try map["a"].or["b"].value()` reads the key the subscripts selected.
    @usableFromInline
    func select(oneOf keys: [String], default defaultValue: Any? = nil) {
        defer { keepDefault(defaultValue) }
        guard let first = keys.first else { return }
        if mappingType == .fromJSON {
            for key in keys {
                select(key, nested: nil, delimiter: nil, ignoreNil: false)
                if isKeyPresent { return }
            }
        }
        select(first, nested: nil, delimiter: nil, ignoreNil: false)
    }

    /// Selects `key` unless the key selected before it holds a value that is not `null`: the
    /// step of ``MapOr`` (`map["a"].or["b"]`), where a `null` counts as missing, as in
    /// ObjectMapper. Writing, nothing selected holds a value, so `key` is selected. A default
    /// given with the key before it stays with the selection.
    @usableFromInline
    func select(orElse key: String, nested: Bool?, delimiter: String?, ignoreNil: Bool) {
        if let current, !current.isNull { return }
        let defaultValue = hasSelectedDefault ? selectedDefault : nil
        select(key, nested: nested, delimiter: delimiter, ignoreNil: ignoreNil)
        keepDefault(defaultValue)
    }

    /// The selected key's components, for issue paths.
    @usableFromInline
    var currentPathComponents: [String] {
        if pathPending, let key = selectedKey { resolvePendingPath(of: key) }
        if let path = selectedPath { return path.map(\.key) }
        return selectedKey.map { [$0] } ?? []
    }

    /// Takes in what the codecs found at the selected key: the issues go under the key.
    @usableFromInline
    func absorb(_ coding: MapCoding) {
        checkNotShared()
        if coding.failed { failed = true }
        if thrown == nil, let error = coding.thrown { thrown = error }
        guard collectsIssues, !coding.issues.isEmpty else { return }
        let components = currentPathComponents.reversed()
        for var issue in coding.issues {
            issue.reversedPath.append(contentsOf: components)
            issues.append(issue)
        }
    }

    /// Reports a key that an object on a key path repeats where the path goes through it (the
    /// last value is the one followed). The map's own object is reported whole, by
    /// ``reportRepeatedKeys()``.
    @usableFromInline
    func reportRepeatedKeys(along path: [MapKeyPath.Component]) {
        issues.append(contentsOf: source.repeatedKeys(along: path, skippingFirst: true))
    }

    /// Reports the keys the object being read repeats (the last value is the one mapped), when
    /// this mapping keeps issues.
    @usableFromInline
    func reportRepeatedKeys() {
        checkNotShared()
        guard collectsIssues, mappingType == .fromJSON else { return }
        for (key, count) in source.repeatedKeys() {
            issues.append(.repeatedKey(key, count: count, path: [key]))
        }
    }

    /// Writes `value` at the selected key or key path, creating the objects and arrays on the way.
    @usableFromInline
    func write(_ value: consuming JSONValue) {
        checkNotShared()
        guard let key = currentKey else { return }
        guard let path = selectedPath else {
            if output.isEmpty {
                output.reserveCapacity(16)
            } else {
                outputMayRepeatKeys = true
            }
            output.appendUnique(key, value)
            return
        }
        // Taken out, so that the tree is uniquely referenced while it is edited.
        var root = JSONValue.object(takeFinishedOutput())
        do {
            try root.set(value, at: path[...])
        } catch {
            var coding = MapCoding(map: self, strict: false)
            coding.record(.unwritableKeyPath, expected: "a key path that can be written", found: error.reason)
            absorb(coding)
        }
        if case .object(let object) = root { output = object }
    }

    /// The object written so far, each key once.
    @usableFromInline
    func finishedOutput() -> JSONObject {
        mergeRepeatedOutputKeys()
        return output
    }

    /// The object written, each key once, moved out of the map, which is left with an empty
    /// one: for a map that is done with, the object is not copied.
    ///
    /// `model` names the type whose `mapping(map:)` wrote the object. An object whose keys are,
    /// in order, the keys of an object of the same type already found to hold each key once is
    /// not checked again: such a list is kept only when all its keys are ASCII, and two ASCII
    /// strings are equal (`==`, canonical equivalence) only when their bytes are, so keys equal
    /// one by one to such a list are themselves all different, byte for byte. The lists are
    /// those of this write once models are written side by side (``takeOutput(of:writtenBy:)``),
    /// and before that those of the process (``CheckedKeyLists/shared``), so that writing one
    /// model at a time pays the check once per shape rather than once per write.
    @usableFromInline
    func takeFinishedOutput(as model: ObjectIdentifier? = nil) -> JSONObject {
        if outputMayRepeatKeys, let model {
            outputMayRepeatKeys = false
            let lists = checkedKeys ?? CheckedKeyLists.shared
            if !lists.contains(output, writtenBy: model), !output.mergeRepeatedKeys() {
                lists.remember(output, writtenBy: model)
            }
        } else {
            mergeRepeatedOutputKeys()
        }
        var taken = JSONObject()
        swap(&taken, &output)
        return taken
    }

    /// Resolves the keys written more than once, if any may be.
    private func mergeRepeatedOutputKeys() {
        guard outputMayRepeatKeys else { return }
        output.mergeRepeatedKeys()
        outputMayRepeatKeys = false
    }
}

/// The key lists of written objects found to hold each key once, by the model type that wrote
/// them: see ``Map/takeFinishedOutput(as:)``. The first lists met are kept (up to 8 per type, for
/// 16 types) and never replaced, so that objects of many shapes cost one lookup each rather
/// than a new list each.
///
/// One write's lists are used by that write alone; the process's (``shared``) are behind a lock.
/// A write's lists also carry the plan of the limiting write of Foundation output, the one
/// other thing all the maps of a write share (see ``Map/limit(by:)``).
final class CheckedKeyLists: @unchecked Sendable {
    private static let listsPerModel = 8
    private static let models = 16
    /// The lists of the whole process, for the first model of each write. It keeps only lists
    /// of up to 1 KiB of keys (a model's own key names, not keys made from the data it holds),
    /// so that it never holds more than 128 KiB, or any large part of what was written.
    static let shared = CheckedKeyLists(locked: true, maximumBytes: 1024)
    private let lock: NSLock?
    /// The most bytes of keys a kept list may hold.
    private let maximumBytes: Int
    /// The plan of the limiting write these lists belong to, if they do (see Mapper+FoundationDepth.swift).
    let plan: WholeValuePlan?
    // Accessed by one thread at a time (a write's own lists) or under the lock (the shared
    // ones): the per-access exclusivity checks are skipped (they were 1.7% of an encode of
    // twitter.json).
    @exclusivity(unchecked) private var models: [ObjectIdentifier] = []
    @exclusivity(unchecked) private var lists: [[[String]]] = []

    init(locked: Bool = false, maximumBytes: Int = .max, plan: WholeValuePlan? = nil) {
        lock = locked ? NSLock() : nil
        self.maximumBytes = maximumBytes
        self.plan = plan
    }

    /// Whether `object`'s keys are, in order, equal to one of the lists kept for `model`.
    func contains(_ object: JSONObject, writtenBy model: ObjectIdentifier) -> Bool {
        lock?.lock()
        defer { lock?.unlock() }
        guard let slot = models.firstIndex(of: model) else { return false }
        return object.withMembers { members in
            lists: for known in lists[slot] where known.count == members.count {
                for position in members.indices where members[position].key != known[position] { continue lists }
                return true
            }
            return false
        }
    }

    /// Keeps `object`'s keys, found to be all different, for `model`, when they are all ASCII
    /// and there is room.
    func remember(_ object: JSONObject, writtenBy model: ObjectIdentifier) {
        lock?.lock()
        defer { lock?.unlock() }
        let slot: Int
        if let found = models.firstIndex(of: model) {
            slot = found
        } else {
            guard models.count < Self.models else { return }
            models.append(model)
            lists.append([])
            slot = models.count - 1
        }
        guard lists[slot].count < Self.listsPerModel,
              object.reduce(0, { $0 + $1.key.utf8.count }) <= maximumBytes,
              object.allSatisfy({ Self.isASCII($0.key) }) else { return }
        lists[slot].append(object.map(\.key))
    }

    private static func isASCII(_ key: String) -> Bool {
        if let ascii = key.utf8.withContiguousStorageIfAvailable({ bytes in bytes.allSatisfy { $0 < 0x80 } }) {
            return ascii
        }
        return key.utf8.allSatisfy { $0 < 0x80 }
    }
}
