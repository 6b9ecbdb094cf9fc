package dev.mapharness.fuzz.build;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.wwd.WwdChecksum;
import dev.mapharness.wwd.WwdHeader;
import dev.mapharness.wwd.WwdLevel;
import dev.mapharness.wwd.WwdObject;
import dev.mapharness.wwd.WwdObjectField;
import dev.mapharness.wwd.WwdPlane;
import dev.mapharness.wwd.WwdPlaneReserved;
import dev.mapharness.wwd.WwdRect;
import dev.mapharness.wwd.WwdTileProperty;
import dev.mapharness.wwd.WwdTilePropertiesHeader;
import dev.mapharness.wwd.WwdWapMapMeta;
import dev.mapharness.wwd.WwdWriteStyle;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.zip.Deflater;

/**
 * Small WWD levels from fuzzer data: any flags (so compressed or not), slots of any content and now
 * and then of a wrong length, planes with any header words, objects with any field and string
 * bytes, tile properties of all three types with masks that may not match their size.
 */
public final class FuzzedWwdLevels {
    private FuzzedWwdLevels() {
    }

    public static WwdLevel build(FuzzedDataProvider data) {
        WwdHeader header = header(data);
        List<WwdPlane> planes = new ArrayList<>();
        for (int i = data.consumeInt(0, 3); i > 0; i--) {
            planes.add(plane(data));
        }
        WwdTilePropertiesHeader tpHeader = data.consumeBoolean() ? WwdTilePropertiesHeader.ZERO
                : new WwdTilePropertiesHeader(data.consumeInt(), data.consumeInt(), data.consumeInt(), data.consumeInt(),
                        data.consumeInt(), data.consumeInt());
        List<WwdTileProperty> properties = new ArrayList<>();
        for (int i = data.consumeInt(0, 4); i > 0; i--) {
            properties.add(property(data));
        }
        Blob trailing = FuzzedParts.trailing(data);
        Blob afterStream = header.compressed() ? FuzzedParts.trailing(data) : Blob.EMPTY;
        Optional<WwdWapMapMeta> meta = Optional.empty();
        if (data.consumeBoolean()) {
            List<WwdWapMapMeta.Block> blocks = new ArrayList<>();
            for (int i = data.consumeInt(0, 3); i > 0; i--) {
                blocks.add(new WwdWapMapMeta.Block(data.consumeInt(0, 255), Blob.of(data.consumeBytes(data.consumeInt(0, 40)))));
            }
            meta = Optional.of(new WwdWapMapMeta(blocks));
        }
        return new WwdLevel(header, planes, tpHeader, properties, trailing, afterStream, meta);
    }

    /** How another editor would lay the level out: grouped or not, any zlib level and formula, gaps. */
    public static WwdWriteStyle style(FuzzedDataProvider data) {
        int level = data.consumeInt(0, 9);
        return new WwdWriteStyle(data.consumeBoolean(), level == 0 ? Deflater.DEFAULT_COMPRESSION : level,
                data.pickValue(WwdChecksum.Formula.values()), data.consumeInt(0, 8));
    }

    private static WwdHeader header(FuzzedDataProvider data) {
        int flags = data.consumeInt();
        List<FixedString> imageSets = new ArrayList<>();
        List<FixedString> prefixes = new ArrayList<>();
        for (int i = 0; i < WwdHeader.SLOTS; i++) {
            imageSets.add(FuzzedParts.slotOrName(data, "", WwdHeader.IMAGE_SET_LENGTH));
            prefixes.add(FuzzedParts.slotOrName(data, "", WwdHeader.PREFIX_LENGTH));
        }
        return new WwdHeader(data.consumeInt(), flags, data.consumeInt(),
                FuzzedParts.slotOrName(data, "Level", WwdHeader.NAME_LENGTH),
                FuzzedParts.slotOrName(data, "", WwdHeader.AUTHOR_LENGTH),
                FuzzedParts.slotOrName(data, "", WwdHeader.BIRTH_LENGTH),
                FuzzedParts.slotOrName(data, "", WwdHeader.REZ_FILE_LENGTH),
                FuzzedParts.slotOrName(data, "", WwdHeader.IMAGE_DIR_LENGTH),
                FuzzedParts.slotOrName(data, "", WwdHeader.PAL_REZ_LENGTH), data.consumeInt(), data.consumeInt(),
                data.consumeInt(), data.consumeInt(), FuzzedParts.slotOrName(data, "", WwdHeader.LAUNCH_APP_LENGTH),
                imageSets, prefixes);
    }

    private static WwdPlane plane(FuzzedDataProvider data) {
        int wide = data.consumeInt(1, 4);
        int high = data.consumeInt(1, 4);
        IntGrid tiles = IntGrid.wrap(wide, high, FuzzedParts.ints(data, wide * high));
        List<RawString> imageSets = new ArrayList<>();
        for (int i = data.consumeInt(0, 2); i > 0; i--) {
            // may hold a NUL, which the writer must refuse
            imageSets.add(RawString.of(data.consumeBytes(data.consumeInt(0, 12))));
        }
        List<WwdObject> objects = new ArrayList<>();
        for (int i = data.consumeInt(0, 3); i > 0; i--) {
            WwdObject.Builder b = WwdObject.builder();
            for (WwdObjectField f : WwdObjectField.ALL) {
                b.set(f, data.consumeBoolean() ? 0 : data.consumeInt());
            }
            objects.add(b.name(string(data)).logic(string(data)).imageSet(string(data)).animation(string(data)).build());
        }
        WwdPlaneReserved reserved = data.consumeBoolean() ? WwdPlaneReserved.ZERO
                : new WwdPlaneReserved(data.consumeInt(), data.consumeInt(), data.consumeInt(), data.consumeInt(),
                        data.consumeInt(), data.consumeInt(), data.consumeInt());
        return new WwdPlane(data.consumeInt(), FuzzedParts.slotOrName(data, "Action", WwdPlane.NAME_LENGTH),
                data.consumeInt(), data.consumeInt(), data.consumeInt(), data.consumeInt(), data.consumeInt(),
                data.consumeInt(), data.consumeInt(), data.consumeInt(), reserved, tiles, imageSets, objects);
    }

    private static RawString string(FuzzedDataProvider data) {
        return RawString.of(data.consumeBytes(data.consumeInt(0, 16)));
    }

    private static WwdTileProperty property(FuzzedDataProvider data) {
        int kind = data.consumeInt(1, 3);
        if (kind == WwdTileProperty.TYPE_SINGLE) {
            return new WwdTileProperty.Single(data.consumeInt(), data.consumeInt(), data.consumeInt(), data.consumeInt());
        }
        if (kind == WwdTileProperty.TYPE_DOUBLE) {
            return new WwdTileProperty.Double(data.consumeInt(), data.consumeInt(), data.consumeInt(), data.consumeInt(),
                    data.consumeInt(), new WwdRect(data.consumeInt(), data.consumeInt(), data.consumeInt(), data.consumeInt()));
        }
        int w = data.consumeInt(0, 6);
        int h = data.consumeInt(0, 6);
        // now and then a mask of another length than width × height, which the writer must refuse
        int length = data.consumeInt(0, 7) == 0 ? data.consumeInt(0, 40) : w * h;
        byte[] mask = new byte[length];
        byte[] content = data.consumeBytes(length);
        System.arraycopy(content, 0, mask, 0, content.length);
        return new WwdTileProperty.Mask(w, h, data.consumeBoolean() ? 0 : data.consumeInt(), Blob.of(mask));
    }
}
