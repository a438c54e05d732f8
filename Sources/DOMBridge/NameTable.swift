import VDOM

/// Numbers the static names a frame uses (tags, attribute, property, style, event and method names,
/// namespace URIs) so each crosses to the page once. Ids start at 1 and never change; 0 means "no name".
///
/// An open-addressing table over the names' UTF-8 bytes: `Dictionary<String, _>` would link the
/// Unicode tables, and a dictionary of a wrapper type costs more code than this.
struct NameTable {
    /// The names by id; index 0 is the empty placeholder for "no name".
    private(set) var names: [String] = [""]
    /// Ids by hash position; 0 marks a free slot. Never more than half full.
    private var slots = [UInt32](repeating: 0, count: 64)

    /// The id of `name`, numbering it now if it is new.
    mutating func id(for name: String) -> UInt32 {
        let mask = slots.count - 1
        var index = Self.slot(name, mask: mask)
        while slots[index] != 0 {
            let id = slots[index]
            if names[Int(id)].bytesEqual(name) { return id }
            index = (index + 1) & mask
        }
        let id = UInt32(names.count)
        names.append(name)
        slots[index] = id
        if names.count * 2 > slots.count { rehash(capacity: slots.count * 2) }
        return id
    }

    /// The name with `id`, or `nil` for 0 and unknown ids (compared as `UInt32`: in wasm an `Int` of a
    /// large id would trap).
    func name(_ id: UInt32) -> String? {
        id > 0 && id < nextID ? names[Int(id)] : nil
    }

    /// The id the next new name will get.
    var nextID: UInt32 { UInt32(names.count) }

    private mutating func rehash(capacity: Int) {
        slots = [UInt32](repeating: 0, count: capacity)
        let mask = capacity - 1
        for id in 1..<names.count {
            var index = Self.slot(names[id], mask: mask)
            while slots[index] != 0 { index = (index + 1) & mask }
            slots[index] = UInt32(id)
        }
    }

    /// The first slot to try for `name`.
    private static func slot(_ name: String, mask: Int) -> Int {
        Int(name.bytesHash & UInt32(mask))
    }
}
