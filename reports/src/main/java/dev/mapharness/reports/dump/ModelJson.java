package dev.mapharness.reports.dump;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.SourceLayout;
import dev.mapharness.provenance.Provenance;
import dev.mapharness.reports.JsonReport;
import dev.mapharness.mm.MmLevel;
import dev.mapharness.oprw.OprwWorld;
import dev.mapharness.tiled.TiledMap;
import dev.mapharness.wmp.WmpLevel;
import dev.mapharness.wmpb.WmpbLevel;
import dev.mapharness.wvr1.Wvr1World;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wvr8.Wvr8World;
import dev.mapharness.wwd.WwdLevel;
import java.util.Optional;

/**
 * The canonical JSON dump of a model: the interchange form for other tools and the normal form for
 * diffs. A document is {@code {"dump": "mapharness model", "format": id, "schema": …, "version": 1,
 * "model": {…}}}; the model's fields are named and ordered as its records declare them (see
 * {@code docs/json-dump.md} and the JSON Schema {@link DumpSchema} prints for each format). A dump of a
 * file whose own layout differs from the canonical encoding may add {@code "layout"}, the file itself
 * ({@link LayoutMember}), so that undumping gives the file's bytes.
 */
public final class ModelJson {
    /** The version of the dump's form, in every document and schema; a change of form raises it. */
    public static final int VERSION = 1;
    static final String KIND = "mapharness model";
    /**
     * The optional member naming the tool that most likely wrote the dumped file ({@link JsonReport#writer});
     * information only: undump ignores it.
     */
    public static final String WRITER = "writer";
    private static final JsonNodeFactory NODES = JsonNodeFactory.withExactBigDecimals(true);

    private ModelJson() {
    }

    /** The document for {@code model}. */
    public static ObjectNode dump(MapModel model) {
        Class<? extends MapModel> type = modelClass(model.format())
                .orElseThrow(() -> new DumpException("", model.format() + " has no dump form"));
        ObjectNode doc = NODES.objectNode();
        doc.put("dump", KIND);
        doc.put("format", model.format().id());
        doc.put("schema", DumpSchema.id(model.format()));
        doc.put("version", VERSION);
        doc.set("model", Members.encode(model, type, "/model"));
        return doc;
    }

    /**
     * The document for {@code model} read from {@code file} with {@code layout} ({@code Decoded.layout()}):
     * with a {@code "layout"} member if the file's layout matters, i.e. the canonical write of the
     * model differs from the file and the write in its layout gives the file back.
     */
    public static ObjectNode dump(MapModel model, byte[] file, Optional<SourceLayout> layout) {
        ObjectNode doc = dump(model);
        LayoutMember.of(model, file, layout, NODES).ifPresent(l -> doc.set(LayoutMember.NAME, l));
        return doc;
    }

    /**
     * {@link #dump(MapModel, byte[], Optional)} with the member {@value #WRITER}: who most likely wrote
     * the file (docs/provenance.md).
     */
    public static ObjectNode dump(MapModel model, byte[] file, Optional<SourceLayout> layout, Provenance writer) {
        ObjectNode doc = dump(model, file, layout);
        JsonReport.writer(doc, writer);
        return doc;
    }

    /**
     * The model a document holds; {@link DumpException} with the place in the document if it holds none
     * or names a layout that is not its file's ({@link #undumpFile} also gives the layout).
     */
    public static MapModel undump(JsonNode doc) {
        return undumpFile(doc).model();
    }

    /**
     * The model a document holds and the layout of the file it names, if any; {@link DumpException}
     * with the place in the document if it holds no model or a layout that is not its file's.
     */
    public static UndumpedFile undumpFile(JsonNode doc) {
        if (doc == null || !doc.isObject()) {
            throw new DumpException("", "expected a JSON object, found " + Kinds.of(doc));
        }
        if (!KIND.equals(doc.path("dump").asText())) {
            throw new DumpException("/dump", "expected \"" + KIND + "\": this is not a mapharness model dump");
        }
        if (doc.path("version").asInt(-1) != VERSION) {
            throw new DumpException("/version", "this mapharness reads version " + VERSION + " of the dump, found "
                    + Kinds.of(doc.get("version")));
        }
        String id = doc.path("format").asText();
        Format format = Format.byName(id).filter(f -> modelClass(f).isPresent())
                .orElseThrow(() -> new DumpException("/format", "\"" + id + "\" is no format mapharness dumps"));
        Class<? extends MapModel> type = modelClass(format).orElseThrow();
        MapModel model = type.cast(Members.decode(doc.get("model"), type, "/model"));
        if (model.format() != format) {
            throw new DumpException("/model", "holds a " + model.format() + " model, not " + format);
        }
        return new UndumpedFile(model, LayoutMember.read(doc.get(LayoutMember.NAME), format));
    }

    /** The model class of a format mapharness reads and writes. */
    public static Optional<Class<? extends MapModel>> modelClass(Format format) {
        return Optional.ofNullable(switch (format) {
            case WVR1 -> Wvr1World.class;
            case WVR4 -> Wvr4World.class;
            case WVR8 -> Wvr8World.class;
            case OPRW -> OprwWorld.class;
            case WWD -> WwdLevel.class;
            case WMP_TEXT -> WmpLevel.class;
            case GAMESTUDIO_MAP -> MmLevel.class;
            case TILED -> TiledMap.class;
            case WMPB -> WmpbLevel.class;
        });
    }
}
