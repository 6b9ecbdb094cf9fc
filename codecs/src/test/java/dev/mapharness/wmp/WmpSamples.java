package dev.mapharness.wmp;

import java.nio.charset.StandardCharsets;

/** The seed's text WMP examples, put together as one level with a group holding them. */
final class WmpSamples {
    private WmpSamples() {
    }

    static final String BLOCK = """
            block 5 {\t\t// sequential number of blocks
            \tvertices 8\t// number of vertices
            \tfaces 6\t\t// number of faces
            \t5 -5 40   5 -5 -40   5 5 40  // XYZ coordinates of the vertices
            \t5 5 -40   -5 -5 40   -5 -5 -40
            \t-5 5 40   -5 5 -40
            \t4  1 0 2 3 : heavymetal ( 0 1 0 0 ) ( 0 0 -1 0 ) 0 0 0 1 1 : 0000 0 50 ndef  // face 1
            \t4  0 1 5 4 : heavymetal ( 1 0 0 0 ) ( 0 0 -1 0 ) 0 0 0 1 1 : 0000 0 50 ndef  // face 2
            \t4  4 5 7 6 : heavymetal ( 0 1 0 0 ) ( 0 0 -1 0 ) 0 0 0 1 1 : 0000 0 50 ndef  // face 3
            \t4  3 2 6 7 : heavymetal ( 1 0 0 0 ) ( 0 0 -1 0 ) 0 0 0 1 1 : 0000 0 50 ndef  // face 4
            \t4  2 0 4 6 : heavymetal ( 1 0 0 0 ) ( 0 -1 0 0 ) 0 0 0 1 1 : 0000 0 50 ndef  // face 5
            \t4  1 3 7 5 : defaulttex ( 1 0 0 -96 ) ( 0 -1 0 -64 ) 0 32 15 1 1 : 0000 0 50 ndef  // face 6
            \t{
            \t\t0000 // block flags
            \t\tndef // block function (normally ndef)
            \t\t5    // block index number
            \t}
            }
            """;

    static final String OBJECTS = """
            level 0 {\t\t\t// sequential number of objects
             <office.$$w> \t// the WAD file used
             <palette.pcx>\t// the level palette
             30\t\t\t\t// the sun angles
             45
             35
             <OFFICE.wdl>\t\t// the level script
             100.00 100.00 100.00\t// the sun color
             18.82 18.820 100.00\t// the ambient color
             100.00 17.64 18.82\t// the 4 fog colors
             0.00 0.00 0.00
             31.37 27.45 27.45
             13.72 13.72 13.72
            }
            start 1 {
             pos_001
            }
            light 2 {
             78.82 78.82 39.21 300 // the light color and range
            }
            sound 3 {
             <WATER.WAV>\t// sound file, wav or ogg
             0001\t\t\t// sound flags (normally 1)
             20 0 1 1900\t// sound volume, pitch, time, and range
            }
            model 4 {\s
             1 1 1\t\t// scale
             <lift1.wmb>\t// file
             lift1_mdl_008\t// name
             elevator\t\t// entity action
             0 0 300 0 3 32 0 0\t// skills
             0000\t\t\t// flags
             10\t\t\t// ambient
             50\t\t\t// albedo
             ndef
             ndef
            }
            path 5 {\s
             path_001\t// name
             9\t\t// number of nodes
             45\t\t// number of data triplets in the following list
             0 0 0\t// xyz positions of the nodes
             -156.000031 -47.000023 -0.000001
             -258.000031 14.999981 -0.000012
             -303.000031 224.000015 -0.000003
             -422.000061 272.999817 -0.000054
             -494.000031 338.999969 -0.000062
             -494.000061 729 -0.000062
             -379.000061 892 -0.00006
             -8.000052 894 -0.00006
             0 0 0 0 0 0\t// 6 skill values per node
             0 0 0 0 0 0
             0 0 0 0 0 0
             0 0 0 0 0 0
             0 0 0 0 0 0
             0 0 0 0 0 0
             0 0 0 0 0 0
             0 0 0 0 0 0
             0 0 0 0 0 0
             1 2 1 0 0 0\t// list of edges: node number, direction, 3 edge skills
             2 3 1 0 0 0
             3 4 1 0 0 0
             4 5 1 0 0 0
             5 6 1 0 0 0
             6 7 1 0 0 0
             7 8 1 0 0 0
             8 9 1 0 0 0
             9 1 1 0 0 0
            }
            """;

    /** The seed's group, renumbered to 0 and pointed at items that exist. */
    static final String GROUP = """
            object 0 {\t// sequential number of groups
             (-85 68.00 35.99) (0 0 0) (1 1 1)\t// position, angles, scale
             object 1\t// sub-groups
             block 5\t\t\t// blocks belonging to the group
             model 4\t\t\t\t// an entity belonging to the group
             light 2
             level 0
             start 1
             sound 3
             path 5
            }
            object 1 {
             (1 2 3) (90 0 0) (2 2 2)
            }
            """;

    static String level() {
        return BLOCK.replace("block 5", "block 0") + OBJECTS + GROUP.replace("block 5", "block 0");
    }

    static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.ISO_8859_1);
    }
}
