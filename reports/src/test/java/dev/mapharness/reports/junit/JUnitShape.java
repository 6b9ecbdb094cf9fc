package dev.mapharness.reports.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * Parses JUnit XML with the JDK's DOM parser and checks the shape CI systems read:
 * testsuites > testsuite[name, tests, failures, errors, skipped, time] > testcase[classname, name,
 * time] > properties > property[name, value], failure[message, type], with counts that match the elements.
 */
final class JUnitShape {
    private JUnitShape() {
    }

    static Document parse(byte[] xml) {
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            return f.newDocumentBuilder().parse(new ByteArrayInputStream(xml));
        } catch (Exception e) {
            throw new AssertionError("not well-formed XML: " + e.getMessage() + "\n" + new String(xml, java.nio.charset.StandardCharsets.UTF_8), e);
        }
    }

    /** Parses and validates; returns the root. */
    static Element validate(byte[] xml) {
        Element root = parse(xml).getDocumentElement();
        assertEquals("testsuites", root.getTagName());
        long tests = 0;
        long failures = 0;
        long skipped = 0;
        for (Element suite : children(root)) {
            assertEquals("testsuite", suite.getTagName());
            for (String a : List.of("name", "tests", "failures", "errors", "skipped", "time")) {
                assertTrue(suite.hasAttribute(a), "testsuite has " + a);
            }
            List<Element> cases = children(suite);
            long f = 0;
            long s = 0;
            for (Element c : cases) {
                assertEquals("testcase", c.getTagName());
                for (String a : List.of("classname", "name", "time")) {
                    assertTrue(c.hasAttribute(a), "testcase has " + a);
                }
                Double.parseDouble(c.getAttribute("time"));
                List<Element> inside = children(c);
                for (int i = 0; i < inside.size(); i++) {
                    Element inner = inside.get(i);
                    assertTrue(Set.of("properties", "failure", "skipped", "system-out").contains(inner.getTagName()),
                            inner.getTagName());
                    if (inner.getTagName().equals("properties")) {
                        assertEquals(0, i, "properties come first in a testcase");
                        for (Element p : children(inner)) {
                            assertEquals("property", p.getTagName());
                            assertTrue(p.hasAttribute("name") && p.hasAttribute("value"), "property has name and value");
                        }
                    }
                    if (inner.getTagName().equals("failure")) {
                        assertTrue(inner.hasAttribute("message") && inner.hasAttribute("type"), "failure has message and type");
                        f++;
                    }
                    if (inner.getTagName().equals("skipped")) {
                        s++;
                    }
                }
            }
            assertEquals(cases.size(), Long.parseLong(suite.getAttribute("tests")), "tests of " + suite.getAttribute("name"));
            assertEquals(f, Long.parseLong(suite.getAttribute("failures")));
            assertEquals(s, Long.parseLong(suite.getAttribute("skipped")));
            assertEquals("0", suite.getAttribute("errors"));
            Double.parseDouble(suite.getAttribute("time"));
            tests += cases.size();
            failures += f;
            skipped += s;
        }
        assertEquals(tests, Long.parseLong(root.getAttribute("tests")));
        assertEquals(failures, Long.parseLong(root.getAttribute("failures")));
        assertEquals(skipped, Long.parseLong(root.getAttribute("skipped")));
        return root;
    }

    static List<Element> children(Node n) {
        List<Element> out = new ArrayList<>();
        for (Node c = n.getFirstChild(); c != null; c = c.getNextSibling()) {
            if (c instanceof Element e) {
                out.add(e);
            }
        }
        return out;
    }

    static List<Element> cases(Element root) {
        List<Element> out = new ArrayList<>();
        children(root).forEach(s -> out.addAll(children(s)));
        return out;
    }

    static Element only(Element testcase, String tag) {
        List<Element> found = children(testcase).stream().filter(e -> e.getTagName().equals(tag)).toList();
        assertEquals(1, found.size(), tag + " in " + testcase.getAttribute("name"));
        return found.get(0);
    }

    static void noChild(Element testcase, String tag) {
        assertFalse(children(testcase).stream().anyMatch(e -> e.getTagName().equals(tag)), tag + " in " + testcase.getAttribute("name"));
    }
}
