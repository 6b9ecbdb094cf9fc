package dev.mapharness.wwd;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.FieldMap;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Editors;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Violations;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.rules.ReadRules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.zip.Deflater;

/**
 * Reads WWD levels (Claw, Gruntz). Follows real files where they differ from the seed
 * (docs/wwd.md): the compressed main block is a zlib stream, tile property type 3 (mask) occurs,
 * sections come in any order, WapMap appends metadata after the main block, and a checksum that
 * does not match is reported, never refused, since the games accept it.
 *
 * <p>A compressed level is inflated first and then read as if it had never been compressed, as the
 * format's offsets assume; violations and field-map entries after the header then count bytes of that
 * uncompressed image, not of the file. A failure inside the decompressed data is reported at byte
 * 1524 (where the zlib stream starts), its message naming the offset in the uncompressed level;
 * failures in the zlib stream itself, in the header and after the stream count bytes of the file.
 *
 * <p>Every read records the file's {@link WwdSourceLayout}.
 */
public final class WwdReader {
    private static final HexFormat HEX = HexFormat.of().withUpperCase();

    private final ByteInput in;
    private final ReadOptions options;
    private final Violations violations = new Violations();
    private final WwdSections sections = new WwdSections();
    private final List<WwdSourceLayout.PlaneWords> planeWords = new ArrayList<>();
    private final Map<WwdSectionId, Long> sizes = new HashMap<>();
    private long planesOffset;
    private long tilePropertiesOffset;
    private long tilePropertiesSize;
    private long storedDecompressedSize;
    private int storedChecksum;

    private WwdReader(ByteInput in, ReadOptions options) {
        this.in = in;
        this.options = options;
    }

    /** The level's parts up to its last section, and where that section ends. */
    private record Parts(WwdHeader header, List<WwdPlane> planes, WwdTileProperties.Section tileProperties,
                         long sectionsEnd) {
    }

    /** Reads a whole file; returns a model or throws {@link MapFormatException}. */
    public static Decoded<WwdLevel> read(byte[] bytes, ReadOptions options) {
        ByteInput raw = ByteInput.of(bytes);
        raw.enter("header");
        long signature = raw.u32("signature");
        if (signature != WwdHeader.SIZE) {
            throw raw.failAt(WwdReadRules.SIGNATURE, 0, "signature", "the header size 1524 (0x5F4)", String.valueOf(signature));
        }
        raw.require(WwdHeader.SIZE - 4, "");
        raw.seek(WwdHeaderOffsets.FLAGS, "flags");
        boolean compressed = (raw.u32("flags") & WwdHeader.FLAG_COMPRESSED) != 0;
        raw.seek(WwdHeaderOffsets.DECOMPRESSED_SIZE, "decompressedMainBlockSize");
        long claimed = raw.u32("decompressedMainBlockSize");

        byte[] image = bytes;
        int streamEnd = bytes.length;
        if (compressed) {
            WwdMainBlock.Inflated inflated = WwdMainBlock.inflate(bytes, WwdHeader.SIZE, claimed,
                    WwdHeaderOffsets.DECOMPRESSED_SIZE);
            image = inflated.image();
            streamEnd = WwdHeader.SIZE + inflated.streamLength();
        }
        FieldMap map = options.newFieldMap();
        WwdReader reader = new WwdReader(ByteInput.of(image, map), options);
        Parts parts;
        try {
            parts = reader.level();
        } catch (MapFormatException e) {
            throw compressed ? inCompressedFile(e) : e;
        }
        Violations violations = reader.violations;

        // what follows the main block: WapMap's metadata last, unexplained bytes before it
        Blob trailing;
        Blob afterStream = Blob.EMPTY;
        Optional<WwdWapMapMeta.Found> meta;
        int mainBlockEnd;
        if (compressed) {
            try {
                trailing = reader.trailing(parts.sectionsEnd(), image.length);
            } catch (MapFormatException e) {
                // bytes after the last section inside the zlib stream: no byte of the file to point at either
                throw inCompressedFile(e);
            }
            meta = WwdWapMapMeta.findAtEnd(bytes, streamEnd, bytes.length);
            int metaAt = meta.map(WwdWapMapMeta.Found::start).orElse(bytes.length);
            if (metaAt > streamEnd) {
                String what = (metaAt - streamEnd) + " bytes after the zlib stream"
                        + (meta.isPresent() ? ", before WapMap's metadata," : "") + " belong to no section";
                if (options.strict()) {
                    throw new MapFormatException(WwdRules.BYTES_AFTER_STREAM, streamEnd, "afterStream", "end of file or WapMap's metadata after the"
                            + " zlib stream", what);
                }
                violations.add(WwdRules.BYTES_AFTER_STREAM, streamEnd, "afterStream", what + " (kept)");
                afterStream = Blob.of(Arrays.copyOfRange(bytes, streamEnd, metaAt));
            }
            mainBlockEnd = streamEnd;
        } else {
            meta = parts.sectionsEnd() < image.length
                    ? WwdWapMapMeta.findAtEnd(image, (int) parts.sectionsEnd(), image.length) : Optional.empty();
            mainBlockEnd = meta.map(WwdWapMapMeta.Found::start).orElse(image.length);
            trailing = reader.trailing(parts.sectionsEnd(), mainBlockEnd);
        }
        meta.ifPresent(m -> violations.note(WwdRules.WAPMAP_METADATA, m.start(), "wapMapMeta", "WapMap's metadata after the main block ("
                + m.meta().describe() + "); the games ignore it", Editors.WAPMAP));

        WwdChecksum.Formula formula = reader.checkChecksum(bytes, mainBlockEnd, compressed ? image : null);
        if (!compressed && claimed != 0) {
            violations.add(WwdRules.DECOMPRESSED_SIZE_NOT_ZERO, WwdHeaderOffsets.DECOMPRESSED_SIZE, "header.decompressedMainBlockSize",
                    "the decompressed size is " + claimed + " in a level that is not compressed; it should be 0");
        }
        if (compressed && map != null) {
            // the reader walked the inflated image; the file holds all of it in one zlib stream
            map = map.withBody(WwdHeader.SIZE, streamEnd, "mainBlock.zlib");
        }
        WwdLevel level = new WwdLevel(parts.header(), parts.planes(), parts.tileProperties().header(),
                parts.tileProperties().properties(), trailing, afterStream, meta.map(WwdWapMapMeta.Found::meta));
        byte[] stream = compressed ? Arrays.copyOfRange(bytes, WwdHeader.SIZE, streamEnd) : null;
        WwdSourceLayout layout = new WwdSourceLayout(compressed ? image : Arrays.copyOf(bytes, mainBlockEnd), stream,
                compressed ? WwdMainBlock.levelOf(stream) : Deflater.DEFAULT_COMPRESSION, formula,
                new WwdSourceLayout.HeaderWords(reader.planesOffset, reader.tilePropertiesOffset, claimed,
                        reader.storedChecksum, reader.tilePropertiesSize),
                reader.planeWords, reader.sections.inFileOrder().stream()
                        .filter(x -> x.id().kind() != WwdSectionId.Kind.HEADER).toList(),
                reader.sizes, reader.sections.overlapping(), parts.sectionsEnd(), level, bytes.clone());
        return new Decoded<>(level, violations.toList(), Optional.ofNullable(map), Optional.of(layout));
    }

    /**
     * Compares the stored checksum with the known formulas over the main block as stored,
     * {@code file[1524, mainBlockEnd)}: the seed's (silent), WapMap's (a note naming WapMap), or
     * neither (a warning: the games accept it).
     *
     * @return the formula the checksum follows, the seed's if none
     */
    private WwdChecksum.Formula checkChecksum(byte[] file, int mainBlockEnd, byte[] image) {
        int n = mainBlockEnd - WwdHeader.SIZE;
        int seed = WwdChecksum.Formula.SEED.of(file, WwdHeader.SIZE, n, image);
        if (storedChecksum == seed) {
            return WwdChecksum.Formula.SEED;
        }
        if (storedChecksum == WwdChecksum.Formula.WAPMAP.of(file, WwdHeader.SIZE, n, image)) {
            violations.note(WwdRules.CHECKSUM_WAPMAP_FORMULA, WwdHeaderOffsets.CHECKSUM, "header.checksum", "checksum " + hex(storedChecksum)
                    + " follows WapMap's formula, not the seed's (" + hex(seed) + "); the games accept both",
                    Editors.WAPMAP);
            return WwdChecksum.Formula.WAPMAP;
        }
        violations.add(WwdRules.CHECKSUM_UNKNOWN_FORMULA, WwdHeaderOffsets.CHECKSUM, "header.checksum", "checksum " + hex(storedChecksum)
                + " matches no known editor's formula (the seed's gives " + hex(seed) + "); the games accept it");
        return WwdChecksum.Formula.SEED;
    }

    /**
     * An error inside the decompressed main block has no byte of the file to point at: it is
     * reported at the start of the zlib stream (1524), with the offset in the uncompressed level.
     */
    private static MapFormatException inCompressedFile(MapFormatException e) {
        if (e.offset() < WwdHeader.SIZE) {
            return e;
        }
        return new MapFormatException(e.rule(), WwdHeader.SIZE, e.field(), e.expected(), (e.found() == null ? "" : e.found())
                + " (at byte " + e.offset() + " of the decompressed level; the file holds it in the zlib stream at 1524)", e);
    }

    private Parts level() {
        sections.add(WwdSectionId.HEADER, 0, WwdHeader.SIZE);
        in.enter("header");
        in.u32("signature");
        int unknown1 = reserved("unknown1");
        int flags = in.i32("flags");
        int unknown2 = reserved("unknown2");
        FixedString name = fixed(WwdHeader.NAME_LENGTH, "name");
        FixedString author = fixed(WwdHeader.AUTHOR_LENGTH, "author");
        FixedString birth = fixed(WwdHeader.BIRTH_LENGTH, "birth");
        FixedString rezFile = fixed(WwdHeader.REZ_FILE_LENGTH, "rezFile");
        FixedString imageDir = fixed(WwdHeader.IMAGE_DIR_LENGTH, "imageDir");
        FixedString palRez = fixed(WwdHeader.PAL_REZ_LENGTH, "palRez");
        int startX = in.i32("startX");
        int startY = in.i32("startY");
        int unknown3 = in.i32("unknown3");
        if (unknown3 != 0) {
            // some community levels hold 1 or 2 here; which editor writes it is not known (docs/wwd.md)
            violations.add(WwdRules.HEADER_UNKNOWN3, WwdHeaderOffsets.UNKNOWN3, "header.unknown3", "reserved word is " + hex(unknown3)
                    + ", should be 0 (some community levels hold 1 or 2; no known editor is named for it)");
        }
        int planeCountAt = in.offset();
        long planeCount = in.u32("planeCount");
        int planesOffsetAt = in.offset();
        planesOffset = in.u32("planesOffset");
        int tilePropertiesOffsetAt = in.offset();
        tilePropertiesOffset = in.u32("tilePropertiesOffset");
        in.u32("decompressedMainBlockSize");
        storedChecksum = in.i32("checksum");
        int unknown4 = reserved("unknown4");
        FixedString launchApp = fixed(WwdHeader.LAUNCH_APP_LENGTH, "launchApp");
        List<FixedString> imageSets = new ArrayList<>(WwdHeader.SLOTS);
        for (int i = 0; i < WwdHeader.SLOTS; i++) {
            imageSets.add(fixed(WwdHeader.IMAGE_SET_LENGTH, "imageSets[" + i + "]"));
        }
        List<FixedString> prefixes = new ArrayList<>(WwdHeader.SLOTS);
        for (int i = 0; i < WwdHeader.SLOTS; i++) {
            prefixes.add(fixed(WwdHeader.PREFIX_LENGTH, "prefixes[" + i + "]"));
        }
        in.leave();
        WwdHeader header = new WwdHeader(unknown1, flags, unknown2, name, author, birth, rezFile, imageDir, palRez,
                startX, startY, unknown3, unknown4, launchApp, imageSets, prefixes);

        List<WwdPlane> planes = planes(planeCount, planeCountAt, planesOffset, planesOffsetAt);
        checkMainPlane(planes, planesOffset);

        seek(tilePropertiesOffset, tilePropertiesOffsetAt, "header.tilePropertiesOffset");
        WwdTileProperties.Section tiles = WwdTileProperties.read(in, violations);
        tilePropertiesSize = tiles.size();
        section(WwdSectionId.TILE_PROPERTIES, tilePropertiesOffset, in.offset());
        return new Parts(header, planes, tiles, sections.check(violations));
    }

    /** Records a section for the overlap check and the layout. */
    private void section(WwdSectionId id, long start, long end) {
        sections.add(id, start, end);
        sizes.put(id, end - start);
    }

    private List<WwdPlane> planes(long count, int countAt, long offset, int offsetAt) {
        if (count == 0) {
            // like an empty image-set or object list, no plane headers: the offset points at nothing
            return List.of();
        }
        seek(offset, offsetAt, "header.planesOffset");
        int n;
        try {
            n = in.checkCount(count, WwdPlane.HEADER_SIZE, "planeCount");
        } catch (MapFormatException e) {
            throw new MapFormatException(e.rule(), countAt, "header.planeCount", e.expected(), e.found());
        }
        List<WwdPlaneHeader> headers = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            in.enter("planes", i);
            headers.add(WwdPlaneHeader.read(in, options, violations));
            in.leave();
        }
        section(WwdSectionId.PLANE_HEADERS, offset, in.offset());
        List<WwdPlane> planes = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            in.enter("planes", i);
            planes.add(plane(i, headers.get(i)));
            in.leave();
        }
        return planes;
    }

    private WwdPlane plane(int index, WwdPlaneHeader h) {
        String where = in.pathOf("");
        planeWords.add(new WwdSourceLayout.PlaneWords(h.blockSize(), h.tilesOffset(), h.imageSetsOffset(),
                h.objectsOffset()));
        seek(h.tilesOffset(), h.at() + WwdPlaneHeader.TILES_OFFSET_AT, "tilesOffset");
        int cells;
        try {
            cells = in.checkGrid(h.tilesWide(), h.tilesHigh(), 4, "tiles");
        } catch (MapFormatException e) {
            throw new MapFormatException(e.rule(), h.at() + WwdPlaneHeader.TILES_WIDE_AT, in.pathOf("tilesWide × tilesHigh"),
                    e.expected(), e.found());
        }
        long tilesAt = in.offset();
        IntGrid tiles = IntGrid.wrap(h.tilesWide(), h.tilesHigh(), in.i32Array(cells, "tiles"));
        section(WwdSectionId.tiles(index), tilesAt, in.offset());

        List<RawString> imageSets = new ArrayList<>();
        if (h.imageSetCount() > 0) {
            seek(h.imageSetsOffset(), h.at() + WwdPlaneHeader.IMAGE_SETS_OFFSET_AT, "imageSetsOffset");
            int n = countAt(h.imageSetCount(), 1, h.at() + WwdPlaneHeader.IMAGE_SET_COUNT_AT, "imageSetCount");
            for (int i = 0; i < n; i++) {
                imageSets.add(in.asciiz("imageSets[" + i + "]"));
            }
            section(WwdSectionId.imageSets(index), h.imageSetsOffset(), in.offset());
        }
        List<WwdObject> objects = new ArrayList<>();
        if (h.objectCount() > 0) {
            seek(h.objectsOffset(), h.at() + WwdPlaneHeader.OBJECTS_OFFSET_AT, "objectsOffset");
            int n = countAt(h.objectCount(), WwdObject.FIXED_SIZE, h.at() + WwdPlaneHeader.OBJECT_COUNT_AT, "objectCount");
            for (int i = 0; i < n; i++) {
                in.enter("objects", i);
                objects.add(WwdObjectReader.read(in));
                in.leave();
            }
            section(WwdSectionId.objects(index), h.objectsOffset(), in.offset());
            WwdObjectReader.checkHitTypes(objects, where, h.objectsOffset(), violations);
        }
        WwdPlane plane = new WwdPlane(h.flags(), h.name(), h.widthPx(), h.heightPx(), h.tileWidth(), h.tileHeight(),
                h.movementXPercent(), h.movementYPercent(), h.fillColor(), h.zCoord(), h.reserved(), tiles, imageSets,
                objects);
        if (!plane.pixelSizesAgree()) {
            violations.add(WwdRules.PLANE_PIXEL_SIZE, h.at() + WwdPlaneHeader.WIDTH_PX_AT, where + ".widthPx",
                    "pixel size " + h.widthPx() + " × " + h.heightPx() + " is not tiles × tile size, "
                            + (long) h.tilesWide() * h.tileWidth() + " × " + (long) h.tilesHigh() * h.tileHeight());
        }
        return plane;
    }

    private void checkMainPlane(List<WwdPlane> planes, long planesOffset) {
        long main = planes.stream().filter(WwdPlane::isMain).count();
        if (main == 0) {
            violations.add(WwdRules.MAIN_PLANE_COUNT, planesOffset, "planes", "no plane is flagged main (0x1); a level needs exactly one");
        } else if (main > 1) {
            violations.add(WwdRules.MAIN_PLANE_COUNT, planesOffset, "planes", main + " planes are flagged main (0x1); a level needs exactly one");
        }
    }

    /** Bytes {@code [end, limit)} of the image, after the last section: refused strictly, kept leniently. */
    private Blob trailing(long end, int limit) {
        if (end >= limit) {
            return Blob.EMPTY;
        }
        in.seek(end, "trailing");
        int n = (int) (limit - end);
        if (options.strict()) {
            throw in.fail(WwdRules.TRAILING_BYTES, "trailing", "end of the main block after the last section", n + " more bytes");
        }
        violations.addHere(in, WwdRules.TRAILING_BYTES, "trailing", n + " bytes after the last section (kept)");
        return Blob.of(in.bytes(n, "trailing"));
    }

    /** Moves to a section; a bad offset is reported at the offset field. */
    private void seek(long offset, long fieldAt, String field) {
        if (offset < 0 || offset > in.length()) {
            throw in.failAt(ReadRules.OFFSET_OUTSIDE_FILE, fieldAt, field, "an offset within the " + in.length() + "-byte (uncompressed) file",
                    String.valueOf(offset));
        }
        in.seek(offset, field);
    }

    private int countAt(long count, int elementSize, long fieldAt, String field) {
        try {
            return in.checkCount(count, elementSize, field);
        } catch (MapFormatException e) {
            throw e.at(fieldAt);
        }
    }

    /**
     * {@code 0x} and eight upper-case hex digits. Not {@code String.format}: a checksum that matches no
     * formula is the common case for damaged and fuzzed files, and {@code Formatter} was among the
     * hottest methods of a fuzzing run's profile.
     */
    private static String hex(int v) {
        return "0x" + HEX.toHexDigits(v);
    }

    private int reserved(String field) {
        int at = in.offset();
        int v = in.i32(field);
        if (v != 0) {
            violations.add(WwdRules.HEADER_RESERVED, at, in.pathOf(field), "reserved word is " + hex(v) + ", should be 0");
        }
        return v;
    }

    private FixedString fixed(int length, String field) {
        return WwdStrings.fixed(in, length, field, options, violations);
    }
}
