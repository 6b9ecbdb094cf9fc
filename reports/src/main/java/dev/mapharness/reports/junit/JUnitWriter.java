package dev.mapharness.reports.junit;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * Writes suites in the JUnit XML shape CI systems read: {@code testsuites > testsuite[name, tests,
 * failures, errors, skipped, time] > testcase[classname, name, time] > failure[message, type]}.
 * The stream writer escapes markup; {@link XmlText} first removes what XML 1.0 cannot hold at all.
 *
 * <p>The document is written in parts (head, suite start, testcases, ends) so that
 * {@link JUnitBatchWriter} can write the testcases as they come and the counts in front of them
 * later, with the same bytes as a document written in one go.
 */
final class JUnitWriter {
    private static final XMLOutputFactory FACTORY = XMLOutputFactory.newFactory();

    private JUnitWriter() {
    }

    static byte[] write(String name, List<TestSuite> suites) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            XMLStreamWriter w = create(bytes);
            startSuites(w, name, suites.stream().mapToLong(s -> s.cases().size()).sum(),
                    suites.stream().mapToLong(TestSuite::failures).sum(), suites.stream().mapToLong(TestSuite::skipped).sum(),
                    suites.stream().mapToDouble(TestSuite::seconds).sum());
            for (TestSuite s : suites) {
                startSuite(w, s.name(), s.cases().size(), s.failures(), s.skipped(), s.seconds());
                for (TestCase c : s.cases()) {
                    testcase(w, c);
                }
                endSuite(w);
            }
            endSuites(w);
        } catch (XMLStreamException e) {
            throw new IllegalStateException("writing XML to memory cannot fail", e);
        }
        return bytes.toByteArray();
    }

    /** A UTF-8 stream writer on {@code out}; closing it leaves {@code out} open. */
    static XMLStreamWriter create(OutputStream out) throws XMLStreamException {
        return FACTORY.createXMLStreamWriter(out, "UTF-8");
    }

    /** The XML declaration and the open {@code testsuites} element with its totals. */
    static void startSuites(XMLStreamWriter w, String name, long tests, long failures, long skipped, double seconds)
            throws XMLStreamException {
        w.writeStartDocument("UTF-8", "1.0");
        w.writeCharacters("\n");
        w.writeStartElement("testsuites");
        totals(w, name, tests, failures, skipped, seconds);
    }

    static void startSuite(XMLStreamWriter w, String name, long tests, long failures, long skipped, double seconds)
            throws XMLStreamException {
        w.writeCharacters("\n  ");
        w.writeStartElement("testsuite");
        totals(w, name, tests, failures, skipped, seconds);
    }

    /** The name and counts both {@code testsuites} and {@code testsuite} carry. */
    private static void totals(XMLStreamWriter w, String name, long tests, long failures, long skipped, double seconds)
            throws XMLStreamException {
        attribute(w, "name", name);
        w.writeAttribute("tests", Long.toString(tests));
        w.writeAttribute("failures", Long.toString(failures));
        w.writeAttribute("errors", "0");
        w.writeAttribute("skipped", Long.toString(skipped));
        w.writeAttribute("time", time(seconds));
    }

    /** One testcase on its own line; needs no open element, so testcases can be written apart from their suite. */
    static void testcase(XMLStreamWriter w, TestCase c) throws XMLStreamException {
        w.writeCharacters("\n    ");
        w.writeStartElement("testcase");
        attribute(w, "classname", c.classname());
        attribute(w, "name", c.name());
        w.writeAttribute("time", time(c.seconds()));
        if (!c.properties().isEmpty()) {
            w.writeStartElement("properties");
            for (TestCase.Property p : c.properties()) {
                w.writeStartElement("property");
                attribute(w, "name", p.name());
                attribute(w, "value", p.value());
                w.writeEndElement();
            }
            w.writeEndElement();
        }
        if (c.failure().isPresent()) {
            TestCase.Failure f = c.failure().get();
            w.writeStartElement("failure");
            attribute(w, "message", f.message());
            attribute(w, "type", f.type());
            w.writeCharacters(XmlText.text(f.details()));
            w.writeEndElement();
        }
        if (c.skipped().isPresent()) {
            w.writeStartElement("skipped");
            attribute(w, "message", c.skipped().get());
            w.writeEndElement();
        }
        if (!c.systemOut().isEmpty()) {
            w.writeStartElement("system-out");
            w.writeCharacters(XmlText.text(c.systemOut()));
            w.writeEndElement();
        }
        w.writeEndElement();
    }

    static void endSuite(XMLStreamWriter w) throws XMLStreamException {
        w.writeCharacters("\n  ");
        w.writeEndElement();
    }

    /** Closes {@code testsuites} and the document, and flushes. */
    static void endSuites(XMLStreamWriter w) throws XMLStreamException {
        w.writeCharacters("\n");
        w.writeEndElement();
        w.writeCharacters("\n");
        w.writeEndDocument();
        w.close();
    }

    private static void attribute(XMLStreamWriter w, String name, String value) throws XMLStreamException {
        w.writeAttribute(name, XmlText.attribute(value));
    }

    private static String time(double seconds) {
        return String.format(Locale.ROOT, "%.3f", Math.max(0, seconds));
    }

    static String utf8(byte[] xml) {
        return new String(xml, StandardCharsets.UTF_8);
    }
}
