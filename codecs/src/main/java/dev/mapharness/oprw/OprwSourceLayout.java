package dev.mapharness.oprw;

import dev.mapharness.compress.Compression;
import dev.mapharness.format.Format;
import dev.mapharness.format.SourceLayout;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What an OPRW file left to its writer: the shape of each quad tree and the stream of each
 * compressed array (Bohemia's binarize parses LZSS and LZO its own way, and shapes trees its own
 * way), kept as the file's bytes for each such section beside the value read from them. Every other
 * part of an OPRW file has one encoding for its value, so writing a model with this layout gives
 * the file's bytes exactly when the model is unchanged, and re-encodes only the sections whose
 * value changed (docs/binarize.md).
 *
 * <p>The values are the model's own objects, not copies; the bytes are copies of the file's (their
 * sum is at most the file's length). A recorded stream is reused only under the compression it was
 * written in; a tree under any version.
 */
public final class OprwSourceLayout implements SourceLayout {
    /** The sections whose encoding the writer chooses, in file order. */
    public enum Section {
        GEOGRAPHY(false), SOUND_MAP(false), MATERIAL_INDEX(false), RANDOM(true), GRASS(true), PRIMARY_TEXTURE(true),
        ELEVATION(true), OBJECT_OFFSETS(false), MAP_INFO_OFFSETS(false), PERSISTENT(true), SUBDIVISION_HINTS(true);

        /** A compressed array (its bytes depend on the compression); else a quad tree (they do not). */
        final boolean compressed;

        Section(boolean compressed) {
            this.compressed = compressed;
        }
    }

    private record Kept(Object value, byte[] bytes) {
    }

    private final Compression compression;
    private final Map<Section, Kept> sections;
    /** By map-info index: a river's points as the file holds them; null for other records. */
    private final List<Kept> rivers;
    /** Where each map-info record starts in its block, then where the records end. */
    private final long[] mapInfoStarts;

    private OprwSourceLayout(Compression compression, Map<Section, Kept> sections, List<Kept> rivers, long[] mapInfoStarts) {
        this.compression = compression;
        this.sections = sections;
        this.rivers = rivers;
        this.mapInfoStarts = mapInfoStarts;
    }

    /**
     * A layout that holds nothing yet, for a file of {@code version}: with {@link #with} and
     * {@link #withRiver} it writes a world the way another writer would (tests use it to make
     * files encoded unlike mapharness's own). The writer trusts the bytes it is given.
     */
    public static OprwSourceLayout empty(int version) {
        OprwFeature.requireSupported(version);
        return new OprwSourceLayout(OprwLayoutRules.compression(version), new EnumMap<>(Section.class), List.of(), new long[] {0});
    }

    /** This layout with {@code encoding} as the bytes of {@code section} while it holds {@code value}. */
    public OprwSourceLayout with(Section section, Object value, byte[] encoding) {
        Map<Section, Kept> more = new EnumMap<>(Section.class);
        more.putAll(sections);
        more.put(section, new Kept(value, encoding.clone()));
        return new OprwSourceLayout(compression, more, rivers, mapInfoStarts);
    }

    /** This layout with {@code points} as the bytes of map-info river {@code index}'s points while it is {@code info}. */
    public OprwSourceLayout withRiver(int index, OprwMapInfo info, byte[] points) {
        List<Kept> more = new ArrayList<>(rivers);
        while (more.size() <= index) {
            more.add(null);
        }
        more.set(index, new Kept(info, points.clone()));
        return new OprwSourceLayout(compression, sections, more, mapInfoStarts);
    }

    @Override
    public Format format() {
        return Format.OPRW;
    }

    /** The file's bytes for {@code section} if it held {@code value} and they suit {@code target}; else null. */
    byte[] encoding(Section section, Object value, Compression target) {
        Kept k = sections.get(section);
        if (k == null || section.compressed && target != compression || !k.value().equals(value)) {
            return null;
        }
        return k.bytes();
    }

    /** The file's bytes for the points of river {@code index} if it was {@code info} and they suit {@code target}; else null. */
    byte[] riverPoints(int index, OprwMapInfo info, Compression target) {
        if (target != compression || index >= rivers.size()) {
            return null;
        }
        Kept k = rivers.get(index);
        return k != null && k.value().equals(info) ? k.bytes() : null;
    }

    /**
     * Where each map-info record started in the file's block, then where the records ended (the
     * positions {@code mapInfoOffsets} point at, as the file's own encoder laid them out), if the file
     * held {@code infos} under {@code compression}; else null.
     */
    long[] mapInfoStarts(List<OprwMapInfo> infos, Compression compression) {
        if (compression != this.compression || mapInfoStarts.length != infos.size() + 1) {
            return null;
        }
        for (int i = 0; i < infos.size(); i++) {
            OprwMapInfo info = infos.get(i);
            // each record must take the bytes it took in the file: a river only if it is the one read there
            long size;
            if (info.shape() == MapInfoShape.RIVER) {
                byte[] points = riverPoints(i, info, compression);
                if (points == null) {
                    return null;
                }
                size = OprwLayoutRules.riverBytes(points.length);
            } else {
                size = OprwLayoutRules.fixedMapInfoBytes(info).orElseThrow();
            }
            if (mapInfoStarts[i + 1] - mapInfoStarts[i] != size) {
                return null;
            }
        }
        return mapInfoStarts.clone();
    }

    @Override
    public String toString() {
        return "OprwSourceLayout[" + compression + ", " + sections.keySet() + ", "
                + rivers.stream().filter(Objects::nonNull).count() + " compressed rivers]";
    }

    /** Collects the layout while {@link OprwReader} reads. */
    static final class Builder {
        private final byte[] file;
        private final Compression compression;
        private final Map<Section, Kept> sections = new EnumMap<>(Section.class);
        private final List<Kept> rivers = new ArrayList<>();
        private long[] mapInfoStarts = {0};

        Builder(byte[] file, Compression compression) {
            this.file = file;
            this.compression = compression;
        }

        /** {@code section} held {@code value}, encoded in the file's bytes {@code from} to {@code to}. */
        void keep(Section section, Object value, int from, int to) {
            sections.put(section, new Kept(value, Arrays.copyOfRange(file, from, to)));
        }

        /** Map-info record {@code index} is a river whose points lie in the file's bytes {@code from} to {@code to}. */
        void river(int index, OprwMapInfo info, int from, int to) {
            while (rivers.size() < index) {
                rivers.add(null);
            }
            rivers.add(new Kept(info, Arrays.copyOfRange(file, from, to)));
        }

        void mapInfoStarts(long[] starts) {
            mapInfoStarts = starts;
        }

        OprwSourceLayout build() {
            return new OprwSourceLayout(compression, sections, rivers, mapInfoStarts);
        }
    }
}
