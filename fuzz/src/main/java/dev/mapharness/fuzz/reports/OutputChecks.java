package dev.mapharness.fuzz.reports;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mapharness.reports.SafeText;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Locale;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;
import org.xml.sax.Attributes;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.helpers.DefaultHandler;

/**
 * Whether a rendered report is what it claims to be, as its readers take it: JSON that Jackson parses
 * whole (pure printable ASCII, as every JSON mapharness prints); JUnit XML that the JDK's parser reads
 * with no DTD allowed; an HTML page where nothing from the data became a tag or an attribute; text with
 * no character a terminal acts on. "A character a terminal acts on" is what {@link SafeText} escapes,
 * bar the line breaks (and tabs in markup) the formats themselves write.
 */
final class OutputChecks {
    private static final ObjectMapper JSON = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private OutputChecks() {
    }

    /** One JSON document, pure printable ASCII (line breaks aside). */
    static JsonNode json(String what, String json) {
        for (int i = 0; i < json.length(); i++) {
            char c = json.charAt(i);
            if (c != '\n' && c != '\r' && (c < 0x20 || c >= 0x7F)) {
                throw new AssertionError(what + ": JSON is not pure printable ASCII: " + unit(c) + " at character " + i);
            }
        }
        try {
            JsonNode root = JSON.readTree(json);
            if (root == null || !root.isObject()) {
                throw new AssertionError(what + ": the JSON is not one object");
            }
            return root;
        } catch (JsonProcessingException e) {
            throw new AssertionError(what + ": not JSON: " + e.getOriginalMessage(), e);
        }
    }

    /**
     * A well-formed XML document with no DTD, whose text and attribute values carry nothing a terminal acts
     * on. Read as a stream (SAX): a DOM of a megabyte report would cost more than the rendering.
     */
    static void xml(String what, byte[] xml) {
        try {
            parser().parse(new ByteArrayInputStream(xml), new DefaultHandler() {
                // a parser may hand a text over in pieces, even between the halves of a surrogate pair
                private final StringBuilder text = new StringBuilder();

                @Override
                public void startElement(String uri, String local, String qName, Attributes attributes) {
                    flush();
                    for (int i = 0; i < attributes.getLength(); i++) {
                        safe(what + " (XML attribute " + attributes.getQName(i) + ")", attributes.getValue(i), "");
                    }
                }

                @Override
                public void endElement(String uri, String local, String qName) {
                    flush();
                }

                @Override
                public void characters(char[] ch, int start, int length) {
                    text.append(ch, start, length);
                }

                private void flush() {
                    safe(what + " (XML text)", text.toString(), "\n\r\t");
                    text.setLength(0);
                }

                @Override
                public void error(SAXParseException e) throws SAXException {
                    throw e; // the default handler reports it and goes on
                }
            });
        } catch (SAXException e) {
            throw new AssertionError(what + ": not well-formed XML: " + e.getMessage(), e);
        } catch (IOException e) {
            throw new AssertionError(what + ": " + e, e);
        }
    }

    private static SAXParser parser() {
        try {
            SAXParserFactory f = SAXParserFactory.newInstance();
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            f.setFeature("http://xml.org/sax/features/external-general-entities", false);
            f.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
            f.setXIncludeAware(false);
            return f.newSAXParser();
        } catch (ParserConfigurationException | SAXException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * A page where no tag and no attribute came from the data: none named like {@link HostileText#TAG} or
     * {@link HostileText#ATTRIBUTE}, no script at all (no page has one: docs of {@code HtmlReport}), no
     * event handler attribute; and no character a terminal or a bidirectional text engine acts on.
     */
    static void html(String what, String html) {
        if (html.toLowerCase(Locale.ROOT).contains("<script")) {
            throw new AssertionError(what + ": the page holds \"<script\"");
        }
        for (HtmlTags.Tag t : HtmlTags.of(html)) {
            if (t.name().equals(HostileText.TAG) || t.name().equals("script")) {
                throw new AssertionError(what + ": data became an element: <" + t.name() + ">");
            }
            for (String a : t.attributes()) {
                if (a.equals(HostileText.ATTRIBUTE) || a.startsWith("on") || a.startsWith("\"") || a.startsWith("'")) {
                    throw new AssertionError(what + ": data became an attribute of <" + t.name() + ">: " + a);
                }
            }
        }
        safe(what, html, "\n\r\t");
    }

    /** Text for a terminal: line breaks and nothing else a terminal acts on. */
    static void text(String what, String text) {
        safe(what, text, "\n\r");
    }

    /** {@code s} holds nothing {@link SafeText} would escape, bar the characters in {@code allowed}. */
    private static void safe(String what, String s, String allowed) {
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            int n = Character.charCount(cp);
            // printable ASCII, most of any report, is never escaped
            if ((cp < 0x20 || cp >= 0x7F) && allowed.indexOf(cp) < 0) {
                String one = s.substring(i, i + n);
                if (!SafeText.of(one).equals(one)) {
                    throw new AssertionError(what + ": a raw " + unit(cp) + " at character " + i);
                }
            }
            i += n;
        }
    }

    private static String unit(int cp) {
        return String.format("U+%04X", cp);
    }
}
