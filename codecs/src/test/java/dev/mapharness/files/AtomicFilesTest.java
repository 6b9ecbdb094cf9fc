package dev.mapharness.files;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFilesTest {
    @TempDir
    Path dir;

    private List<String> listing() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void writesANewFileWithAReadableModeAndNoTemporaryLeft() throws IOException {
        Path target = dir.resolve("new.wrp");
        AtomicFiles.write(target, new byte[] {4, 5, 6});
        assertArrayEquals(new byte[] {4, 5, 6}, Files.readAllBytes(target));
        assertEquals(List.of("new.wrp"), listing());
        assertEquals("rw-r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(target)));
    }

    @Test
    void replacesAnExistingFileKeepingItsMode() throws IOException {
        Path target = dir.resolve("old.wrp");
        Files.write(target, new byte[100]);
        Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rw-rw----"));
        AtomicFiles.write(target, new byte[] {1});
        assertArrayEquals(new byte[] {1}, Files.readAllBytes(target));
        assertEquals("rw-rw----", PosixFilePermissions.toString(Files.getPosixFilePermissions(target)));
        assertEquals(List.of("old.wrp"), listing());
    }

    @Test
    void failureLeavesTheTargetAndNoTemporary() throws IOException {
        Path target = dir.resolve("taken");
        Files.createDirectory(target);
        Files.write(target.resolve("inside"), new byte[1]);
        assertThrows(IOException.class, () -> AtomicFiles.write(target, new byte[] {1}));
        assertEquals(List.of("taken"), listing());
        assertFalse(Files.isRegularFile(target));
    }

    @Test
    void streamedContentReplacesTheTargetOnlyWhenItIsComplete() throws IOException {
        Path target = dir.resolve("report.xml");
        Files.write(target, new byte[] {9});
        assertThrows(IOException.class, () -> AtomicFiles.write(target, out -> {
            out.write(new byte[100_000]);
            throw new IOException("the disk is full");
        }));
        assertArrayEquals(new byte[] {9}, Files.readAllBytes(target));
        assertEquals(List.of("report.xml"), listing());

        AtomicFiles.write(target, out -> {
            for (int i = 0; i < 100_000; i++) {
                out.write(i);
            }
        });
        byte[] written = Files.readAllBytes(target);
        assertEquals(100_000, written.length);
        assertEquals((byte) 99_999, written[99_999]);
        assertEquals(List.of("report.xml"), listing());
    }
}
