/// The constants of Revive's snapshot file format, and its layout.
///
/// ```text
/// Revive snapshot file, format version 2 (version 1 is the same without the split kind)
/// ---------------------------------------
/// Fixed-width integers are little-endian. varint = unsigned LEB128, 1…10 bytes, a UInt64.
/// string = varint byte count, then that many UTF-8 bytes.
///
/// file      := prefix body checksum
/// prefix    := magic "RVIV" (4 bytes)
///              formatVersion  u16
///              flags          u8      bit 0: body encrypted; other bits must be 0
///              appVersion     string
///              schemaVersion  u32
///              createdAt      f64     seconds since 2001-01-01 (Date's own value: bit-exact)
///              sceneID        string
///              bodyLength     u32     bytes of body
/// body      := node                             (flags bit 0 clear)
///            | nonce(12) ciphertext tag(16)     (bit 0 set: AES-GCM of the plain body,
///                                                prefix as authenticated data, fresh nonce)
/// checksum  := SHA-256 of prefix and body (32 bytes, full)
///
/// node      := typeName string, restorationID string, kind, state,
///              childCount varint, node × childCount, presented
/// kind      := 0x00 page | 0x01 stack | 0x02 tabs, selectedIndex varint
///              (selectedIndex < childCount, or 0 when there are no children)
///            | 0x03 split, splitFlags u8, [focusedIndex varint], roleCount varint, role string × roleCount
///              (version 2 only; splitFlags bit 0: a child has the focus, then focusedIndex
///              < childCount follows; bit 1: collapsed; other bits 0; roleCount is 0 or childCount)
/// state     := count varint, (key string, value) × count    keys ascending, no duplicates
/// presented := 0x00 none | 0x01 node
/// value     := one tag byte, then:
///   0x00 null      0x01 false     0x02 true
///   0x03 int       zigzag varint  0x04 unsignedInt  varint
///   0x05 double    u64 bit pattern
///   0x06 string    string         0x07 data         varint count, bytes
///   0x08 date      f64 seconds since 2001-01-01 (bit pattern)
///   0x09 array     count varint, value × count
///   0x0A dictionary count varint, (key string, value) × count, keys ascending
/// ```
///
/// Magic, version, flags, the body length's place and the checksum are ``FileFraming``'s, the
/// one framing of every Revive file; an archive (`ValueFileCodec`, magic `RVAR`) uses it too,
/// around one `value` of this coding.
///
/// Dictionary and page-state keys are written in ascending `String` order, so equal
/// snapshots give identical bytes. (Strings are written as their UTF-8; two strings that
/// Swift deems equal by canonical equivalence but spelled with different scalars write
/// different bytes.) Dates keep `Date`'s own reference-date interval rather than seconds
/// since 1970, because converting to 1970 and back loses the last bit of a `Date()`.
///
/// Decoding checks, in order: file size cap, magic, format version, flags, the prefix fields,
/// that the file is exactly as long as `bodyLength` says, the checksum, then (with a key)
/// decrypts, then walks the body, checking each length and count against the caps and the
/// bytes that remain before allocating anything.
enum BinaryFormat {
    /// "RVIV".
    static let magic: [UInt8] = [0x52, 0x56, 0x49, 0x56]
    /// The framing every Revive file shares, with this format's magic, version and flag.
    static let framing = FileFraming(
        magic: magic, formatVersion: Snapshot.Header.currentFormatVersion,
        oldestReadableVersion: Snapshot.Header.oldestReadableFormatVersion, knownFlags: encryptedFlag
    )
    /// Flag bit: the body is AES-GCM sealed.
    static let encryptedFlag: UInt8 = 0x01
    /// Bytes of the checksum at the end of the file.
    static let checksumSize = 32
    /// Bytes of the AES-GCM nonce before the ciphertext.
    static let nonceSize = 12
    /// Bytes of the AES-GCM tag after the ciphertext.
    static let tagSize = 16
    /// Bytes of magic, version and flags.
    static let fixedPrefixSize = 7
    /// The fewest bytes one node can take: two empty strings, kind, state count, child count, presented.
    static let minimumNodeSize = 6

    /// The tag byte of each ``StateValue`` case.
    enum Tag {
        static let null: UInt8 = 0x00
        static let `false`: UInt8 = 0x01
        static let `true`: UInt8 = 0x02
        static let int: UInt8 = 0x03
        static let unsignedInt: UInt8 = 0x04
        static let double: UInt8 = 0x05
        static let string: UInt8 = 0x06
        static let data: UInt8 = 0x07
        static let date: UInt8 = 0x08
        static let array: UInt8 = 0x09
        static let dictionary: UInt8 = 0x0A
    }

    /// The byte of each ``ContainerKind``.
    enum Kind {
        static let page: UInt8 = 0x00
        static let stack: UInt8 = 0x01
        static let tabs: UInt8 = 0x02
        /// Format version 2 on.
        static let split: UInt8 = 0x03
    }

    /// The bits of a split container's flags byte.
    enum SplitFlag {
        /// A child has the focus; its index follows.
        static let focused: UInt8 = 0x01
        /// The container shows only its focused child for now.
        static let collapsed: UInt8 = 0x02
        /// Every bit this version knows.
        static let known: UInt8 = focused | collapsed
    }

    /// The first format version that has the split kind.
    static let splitFormatVersion: UInt16 = 2
}
