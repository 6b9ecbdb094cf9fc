@echo off
rem mapharness from a release: bin\ and lib\ side by side; needs only a Java 17 (or newer) runtime.
rem   JAVA_HOME              the Java to use (default: the first java.exe on PATH)
rem   MAPHARNESS_JAVA_OPTS   options for the JVM, e.g. -Xmx8g for a world of several GB
rem   MAPHARNESS_HOME        where the corpus and fuzzing runs are found (default: this release)
rem Without -Xmx or -XX:MaxRAM in MAPHARNESS_JAVA_OPTS, the JVM may take 70% of the machine's memory.
rem The options, the output and the exit codes are those of bin/mapharness.
setlocal
for %%i in ("%~dp0..") do set "RELEASE=%%~fi"

if defined JAVA_HOME (
  set "JAVA_EXE=%JAVA_HOME%\bin\java.exe"
) else (
  set "JAVA_EXE=java.exe"
  where java.exe >nul 2>nul || (
    echo mapharness: no Java found; install a Java 17 runtime ^(e.g. Eclipse Temurin^) or set JAVA_HOME 1>&2
    exit /b 2
  )
)
if defined JAVA_HOME if not exist "%JAVA_EXE%" (
  echo mapharness: no Java at %JAVA_EXE%; set JAVA_HOME to a Java 17 runtime 1>&2
  exit /b 2
)

if not defined MAPHARNESS_HOME set "MAPHARNESS_HOME=%RELEASE%"

set "HEAP=-XX:MaxRAMPercentage=70"
echo( %MAPHARNESS_JAVA_OPTS% | findstr /c:"-Xmx" /c:"-XX:MaxRAM" >nul && set "HEAP="

"%JAVA_EXE%" %HEAP% %MAPHARNESS_JAVA_OPTS% -jar "%RELEASE%\lib\mapharness.jar" %*
exit /b %ERRORLEVEL%
