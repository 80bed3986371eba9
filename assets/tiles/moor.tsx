<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="moor" tilewidth="64" tileheight="64" tilecount="32" columns="8">
 <image source="moor.png" width="512" height="256"/>
 <tile id="0">
  <properties>
   <property name="terrain" value="grass"/>
   <property name="variant" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="terrain" value="grass"/>
   <property name="variant" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="terrain" value="grass"/>
   <property name="variant" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="terrain" value="grass"/>
   <property name="variant" type="int" value="3"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="terrain" value="heather"/>
   <property name="variant" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="terrain" value="heather"/>
   <property name="variant" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="terrain" value="heather"/>
   <property name="variant" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="terrain" value="heather"/>
   <property name="variant" type="int" value="3"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="terrain" value="rock"/>
   <property name="variant" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="terrain" value="rock"/>
   <property name="variant" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="terrain" value="rock"/>
   <property name="variant" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="terrain" value="rock"/>
   <property name="variant" type="int" value="3"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="terrain" value="path"/>
   <property name="variant" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="terrain" value="path"/>
   <property name="variant" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="terrain" value="path"/>
   <property name="variant" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="terrain" value="path"/>
   <property name="variant" type="int" value="3"/>
  </properties>
 </tile>
 <tile id="16">
  <properties>
   <property name="terrain" value="peat"/>
   <property name="variant" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="17">
  <properties>
   <property name="terrain" value="peat"/>
   <property name="variant" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="18">
  <properties>
   <property name="terrain" value="water"/>
   <property name="variant" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="19">
  <properties>
   <property name="terrain" value="water"/>
   <property name="variant" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="20">
  <properties>
   <property name="terrain" value="flagstone"/>
   <property name="variant" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="21">
  <properties>
   <property name="terrain" value="flagstone"/>
   <property name="variant" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="22">
  <properties>
   <property name="terrain" value="flagstone"/>
   <property name="variant" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="23">
  <properties>
   <property name="terrain" value="flagstone"/>
   <property name="variant" type="int" value="3"/>
  </properties>
 </tile>
 <tile id="24">
  <properties>
   <property name="terrain" value="path_edge_n"/>
   <property name="variant" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="25">
  <properties>
   <property name="terrain" value="path_edge_s"/>
   <property name="variant" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="26">
  <properties>
   <property name="terrain" value="path_edge_w"/>
   <property name="variant" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="27">
  <properties>
   <property name="terrain" value="path_edge_e"/>
   <property name="variant" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="28">
  <properties>
   <property name="terrain" value="boulder"/>
   <property name="variant" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="29">
  <properties>
   <property name="terrain" value="cairn"/>
   <property name="variant" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="30">
  <properties>
   <property name="terrain" value="thistles"/>
   <property name="variant" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="31">
  <properties>
   <property name="terrain" value="heather_bush"/>
   <property name="variant" type="int" value="0"/>
  </properties>
 </tile>
</tileset>
