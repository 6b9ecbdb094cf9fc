package dev.mapharness.format;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Every map format mapharness knows, whether or not it can read it yet, with the facts that
 * belong to the format itself: its names, the signature its files start with (where it has one),
 * the extensions its files carry and the folder of the built-in corpus that holds its files.
 * Detection, the codecs, the corpus, fuzzing and the command line take these facts from here.
 */
public enum Format {
    WVR1("1wvr", "1WVR", "editable Flashpoint world (Cold War Crisis demo)", true, "1WVR", "1wvr", "wrp"),
    WVR4("4wvr", "4WVR", "editable Operation Flashpoint world", true, "4WVR", "4wvr", "wrp"),
    WVR8("8wvr", "8WVR", "editable Arma world (Visitor 3 / Terrain Builder)", true, "8WVR", "8wvr", "wrp"),
    OPRW("oprw", "OPRW", "binarized Arma world (versions 17–25)", true, "OPRW", "oprw", "wrp"),
    /** No signature: its first u32 is the size of its header (see {@link Formats}). */
    WWD("wwd", "WWD", "Claw / Gruntz level (Wap World Document)", true, "", "wwd", "wwd"),
    WMP_TEXT("wmp", "WMP", "Gamestudio level, text (WED 4–6)", true, "", "wmp", "wmp"),
    /** WED 7/8 save binary levels under the same extension as text ones (docs/wmpb.md). */
    WMPB("wmpb", "WMPB", "Gamestudio level, binary (WED 7/8)", true, "WMPB", "wmpb", "wmp"),
    GAMESTUDIO_MAP("mm", "$$M", "Gamestudio compiler input ($$M)", true, "", "mm", "$$m"),
    /**
     * Tiled saves maps as {@code .tmj} and also as {@code .json}; only {@code tmj} is listed, because
     * a folder of maps also holds other JSON (reports, fuzzing summaries) that is no map. A JSON map
     * named directly is still read: detection goes by the bytes. No corpus folder (its files are
     * fuzzing seeds only).
     */
    TILED("tiled", "Tiled JSON", "Tiled editor map (JSON)", true, "", "", "tmj");

    private final String id;
    private final String displayName;
    private final String description;
    private final boolean supported;
    private final String magic;
    private final String corpusFolder;
    private final List<String> extensions;

    Format(String id, String displayName, String description, boolean supported, String magic, String corpusFolder,
           String... extensions) {
        this.id = id;
        this.displayName = displayName;
        this.description = description;
        this.supported = supported;
        this.magic = magic;
        this.corpusFolder = corpusFolder;
        this.extensions = List.of(extensions);
    }

    /** Short lowercase name used on the command line ({@code 4wvr}). */
    public String id() {
        return id;
    }

    /** Name as people write it ({@code 4WVR}, {@code $$M}). */
    public String displayName() {
        return displayName;
    }

    public String description() {
        return description;
    }

    /** True if mapharness reads and writes this format; false if it only recognises it so far. */
    public boolean supported() {
        return supported;
    }

    /** The signature every file of the format starts with, as ISO-8859-1 text ({@code "OPRW"}), if it has one. */
    public Optional<String> magic() {
        return magic.isEmpty() ? Optional.empty() : Optional.of(magic);
    }

    /** The signature's bytes, for writers; the format must have one. */
    public byte[] magicBytes() {
        return magic().orElseThrow(() -> new IllegalStateException(displayName + " has no signature"))
                .getBytes(StandardCharsets.ISO_8859_1);
    }

    /**
     * The folder of the built-in corpus ({@code corpus/<folder>/}) that holds this format's files,
     * if the corpus has one for it.
     */
    public Optional<String> corpusFolder() {
        return corpusFolder.isEmpty() ? Optional.empty() : Optional.of(corpusFolder);
    }

    /**
     * The file name extensions (lower case, no dot) that mark a file as one of this format's maps,
     * the one mapharness gives the files it names first ({@code wrp}). Several formats share one.
     */
    public List<String> extensions() {
        return extensions;
    }

    /** Every map extension of every format, in the order of the formats. */
    public static Set<String> allExtensions() {
        Set<String> all = new LinkedHashSet<>();
        for (Format f : values()) {
            all.addAll(f.extensions);
        }
        return Set.copyOf(all);
    }

    /** The format whose corpus folder is {@code folder}. */
    public static Optional<Format> byCorpusFolder(String folder) {
        for (Format f : values()) {
            if (!f.corpusFolder.isEmpty() && f.corpusFolder.equals(folder)) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }

    /**
     * What detection looks for, for messages when it finds none: "a known map format (1WVR, 4WVR,
     * …, $$M or Tiled JSON)".
     */
    public static String knownFormats() {
        List<String> names = new ArrayList<>();
        for (Format f : values()) {
            names.add(f.displayName);
        }
        String last = names.remove(names.size() - 1);
        return "a known map format (" + String.join(", ", names) + " or " + last + ")";
    }

    /** Looks a format up by {@link #id()} or {@link #displayName()}, ignoring case. */
    public static Optional<Format> byName(String name) {
        String n = name.trim().toLowerCase(Locale.ROOT);
        for (Format f : values()) {
            if (f.id.equals(n) || f.displayName.toLowerCase(Locale.ROOT).equals(n) || f.name().toLowerCase(Locale.ROOT).equals(n)) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }

    @Override
    public String toString() {
        return displayName;
    }
}
