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
 * Offsets count from the start of the file as if it were not compressed. Where each section lies is
 * the writer's choice and no part of the model: a reader records it beside the model
 * ({@link WwdSourceLayout}).
 *
 * @param trailing    bytes after the last section of the main block (inside the zlib stream when
 *                    compressed; some editors append them); lenient mode only
 * @param afterStream bytes after the zlib stream of a compressed level that are not WapMap's
 *                    metadata; lenient mode only, and empty in an uncompressed level
 * @param wapMapMeta  the metadata WapMap appends at the very end of the file
 */
public record WwdLevel(WwdHeader header, List<WwdPlane> planes, WwdTilePropertiesHeader tilePropertiesHeader,
                       List<WwdTileProperty> tileProperties, Blob trailing, Blob afterStream,
                       Optional<WwdWapMapMeta> wapMapMeta) implements MapModel {

    public WwdLevel {
        Objects.requireNonNull(header, "header");
        planes = List.copyOf(planes);
        Objects.requireNonNull(tilePropertiesHeader, "tilePropertiesHeader");
        tileProperties = List.copyOf(tileProperties);
        Objects.requireNonNull(trailing, "trailing");
        Objects.requireNonNull(afterStream, "afterStream");
        Objects.requireNonNull(wapMapMeta, "wapMapMeta");
    }

    /** A level with nothing after its main block. */
    public WwdLevel(WwdHeader header, List<WwdPlane> planes, WwdTilePropertiesHeader tilePropertiesHeader,
                    List<WwdTileProperty> tileProperties, Blob trailing) {
        this(header, planes, tilePropertiesHeader, tileProperties, trailing, Blob.EMPTY, Optional.empty());
    }

    /** A level with a zero tile-properties header and nothing after its main block. */
    public WwdLevel(WwdHeader header, List<WwdPlane> planes, List<WwdTileProperty> tileProperties, Blob trailing) {
        this(header, planes, WwdTilePropertiesHeader.ZERO, tileProperties, trailing);
    }

    /** A copy with another header, everything else kept. */
    public WwdLevel withHeader(WwdHeader h) {
        return new WwdLevel(h, planes, tilePropertiesHeader, tileProperties, trailing, afterStream, wapMapMeta);
    }

    /** A copy with other planes, everything else kept. */
    public WwdLevel withPlanes(List<WwdPlane> p) {
        return new WwdLevel(header, p, tilePropertiesHeader, tileProperties, trailing, afterStream, wapMapMeta);
    }

    /** A copy with other trailing and after-stream bytes, everything else kept. */
    public WwdLevel withEnd(Blob newTrailing, Blob newAfterStream, Optional<WwdWapMapMeta> meta) {
        return new WwdLevel(header, planes, tilePropertiesHeader, tileProperties, newTrailing, newAfterStream, meta);
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
    public String variant() {
        return compressed() ? COMPRESSED : UNCOMPRESSED;
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
        if (!afterStream.isEmpty()) {
            s.put("bytes after the zlib stream", afterStream.length());
        }
        wapMapMeta.ifPresent(m -> s.put("WapMap metadata", m.describe()));
        return s;
    }
}
