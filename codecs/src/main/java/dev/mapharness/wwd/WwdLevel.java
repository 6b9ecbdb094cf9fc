package dev.mapharness.wwd;

import dev.mapharness.bytes.Blob;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A Claw or Gruntz level (WWD, "Wap World Document").
 *
 * <pre>
 * header (1524 bytes, {@link WwdHeader}); the rest is the main block, zlib-compressed if the header says so
 * plane headers (160 bytes each) at planesOffset; per plane: tiles, image-set names, objects
 * tile properties at tilePropertiesOffset: a 32-byte header, then the properties ({@link WwdTileProperty})
 * </pre>
 * Offsets count from the start of the file as if it were not compressed.
 *
 * @param trailing bytes after the tile properties (some editors append them); lenient mode only
 */
public record WwdLevel(WwdHeader header, List<WwdPlane> planes, WwdTilePropertiesHeader tilePropertiesHeader,
                       List<WwdTileProperty> tileProperties, Blob trailing) implements MapModel {

    public WwdLevel {
        Objects.requireNonNull(header, "header");
        planes = List.copyOf(planes);
        Objects.requireNonNull(tilePropertiesHeader, "tilePropertiesHeader");
        tileProperties = List.copyOf(tileProperties);
        Objects.requireNonNull(trailing, "trailing");
    }

    /** A level with a zero tile-properties header. */
    public WwdLevel(WwdHeader header, List<WwdPlane> planes, List<WwdTileProperty> tileProperties, Blob trailing) {
        this(header, planes, WwdTilePropertiesHeader.ZERO, tileProperties, trailing);
    }

    public boolean compressed() {
        return header.compressed();
    }

    /** The first plane flagged main, if any. */
    public Optional<WwdPlane> mainPlane() {
        return planes.stream().filter(WwdPlane::isMain).findFirst();
    }

    @Override
    public Format format() {
        return Format.WWD;
    }

    @Override
    public Map<String, Object> summary() {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("name", header.name().value().text());
        s.put("author", header.author().value().text());
        s.put("birth", header.birth().value().text());
        s.put("rez file", header.rezFile().value().text());
        s.put("compressed", header.compressed() ? "yes" : "no");
        s.put("use z", header.useZ() ? "yes" : "no");
        s.put("start", header.startX() + ", " + header.startY());
        s.put("planes", planes.size());
        for (int i = 0; i < planes.size(); i++) {
            WwdPlane p = planes.get(i);
            s.put("plane " + i, p.name().value().text() + (p.isMain() ? " (main)" : "") + ", " + p.tilesWide() + " × "
                    + p.tilesHigh() + " tiles of " + p.tileWidth() + " × " + p.tileHeight() + " px, "
                    + p.objects().size() + " objects");
        }
        s.put("objects", planes.stream().mapToInt(p -> p.objects().size()).sum());
        s.put("tile properties", tileProperties.size());
        if (!trailing.isEmpty()) {
            s.put("trailing bytes", trailing.length());
        }
        return s;
    }
}
